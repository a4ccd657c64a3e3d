import { contentType as mimeContentType } from 'mime-types';

export type FileHeaders = { contentType: string; cacheControl: string };

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * What a CDN origin must send with each file: hashed `_next/static` assets never change under
 * their name and are cached for a year; everything else (HTML, the RSC payloads `.txt` that client
 * navigation fetches, images without a hash) is revalidated on every use.
 */
export function headersOf(file: string): FileHeaders {
  const hashed = file.startsWith('_next/static/') && !file.endsWith('.txt');
  return {
    contentType: mimeContentType(file.split('/').pop()!) || 'application/octet-stream',
    cacheControl: hashed ? IMMUTABLE : 'no-cache',
  };
}

/** Pages and RSC payloads go last, so that none names an asset the target does not hold yet. */
export function isPage(file: string): boolean {
  return /\.(html|txt)$/.test(file);
}
