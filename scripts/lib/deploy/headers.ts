import { contentType as mimeContentType } from 'mime-types';
import { IMMUTABLE, kindOf, REVALIDATE } from '../response-headers';

export type FileHeaders = { contentType: string; cacheControl: string };

/**
 * What a CDN origin must send with each file: hashed `_next/static` assets never change under
 * their name and are cached for a year; everything else (HTML, the RSC payloads `.txt` that client
 * navigation fetches, images without a hash) is revalidated on every use. The path kinds are those
 * of the security headers (`response-headers.ts`).
 */
export function headersOf(file: string): FileHeaders {
  return {
    contentType: mimeContentType(file.split('/').pop()!) || 'application/octet-stream',
    cacheControl: kindOf(file) === 'asset' ? IMMUTABLE : REVALIDATE,
  };
}

/** Pages and RSC payloads go last, so that none names an asset the target does not hold yet. */
export function isPage(file: string): boolean {
  return /\.(html|txt)$/.test(file);
}
