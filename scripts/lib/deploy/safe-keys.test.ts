import { describe, expect, it } from 'vitest';
import { s3Key, unsafeKeyReason } from './safe-keys';
import { parseS3Url } from './s3-target';

describe('deploy keys', () => {
  it('accept the paths of an export', () => {
    for (const key of [
      'index.html',
      'client/buyerweb/list/index.html',
      '_next/static/chunks/a-1b.js',
      '.deploy-manifest.json',
    ])
      expect(unsafeKeyReason(key), key).toBeNull();
  });

  it('refuse every path that could leave the site or name another file', () => {
    const hostile = [
      '',
      '../etc/passwd',
      'client/../../x',
      '..',
      '/etc/passwd',
      'C:/Windows/x',
      'client\\..\\x',
      'client/./index.html',
      './index.html',
      'client//index.html',
      'client/',
      'client/index.html\u0000.txt',
      'client/\nindex.html',
      'client/\u001bx',
      'client/\u007fx',
    ];
    for (const key of hostile) expect(unsafeKeyReason(key), JSON.stringify(key)).not.toBeNull();
  });

  it('normalise S3 keys: no leading slash, no "./", no "//"', () => {
    expect(s3Key('', 'client/index.html')).toBe('client/index.html');
    expect(s3Key('www', 'client/index.html')).toBe('www/client/index.html');
    expect(s3Key('/www//a/./', './client//index.html')).toBe('www/a/client/index.html');
    expect(() => s3Key('www/../other', 'x')).toThrow(/\.\./);
    expect(parseS3Url('s3://portal//www/./a/')).toEqual({ bucket: 'portal', prefix: 'www/a' });
    expect(parseS3Url('s3://portal')).toEqual({ bucket: 'portal', prefix: '' });
  });
});
