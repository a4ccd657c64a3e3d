import { describe, expect, it } from 'vitest';
import { attachmentUrl } from './attachment-url';

describe('attachment addresses', () => {
  it('puts a file path under the attachment service', () => {
    expect(attachmentUrl('/files/a.pdf', 'https://file.hnsggzy.example')).toBe(
      'https://file.hnsggzy.example/files/a.pdf',
    );
    expect(attachmentUrl('files/a.pdf', '/attachment')).toBe('/attachment/files/a.pdf');
  });

  it('keeps an absolute address the centre sent', () => {
    expect(attachmentUrl('https://cdn.example/a.xlsx', '/attachment')).toBe('https://cdn.example/a.xlsx');
  });
});
