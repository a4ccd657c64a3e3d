import { describe, expect, it } from 'vitest';
import { docxFile, pdfFile, xlsxFile } from './attachments';

/** Reads the entry names of a zip from its central directory. */
function zipEntries(zip: Buffer): string[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let index = 0; index < count; index += 1) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength;
  }
  return names;
}

describe('sandbox attachments', () => {
  it('makes a PDF whose cross-reference table points at its objects', () => {
    const pdf = pdfFile('HN-ZC-001 须知').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
    const offsets = [...pdf.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  });

  it('makes DOCX and XLSX archives with the parts Office opens', () => {
    expect(zipEntries(docxFile('报名表'))).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'word/document.xml',
    ]);
    expect(zipEntries(xlsxFile('报价表'))).toContain('xl/worksheets/sheet1.xml');
    // Stored entries: the document text is readable as it is.
    expect(docxFile('报名表').includes(Buffer.from('报名表'))).toBe(true);
  });
});
