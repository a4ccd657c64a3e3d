import { createHash } from 'node:crypto';
import type { SiteConfig } from './schema';

/**
 * Where a footer QR code is published: named by what it encodes, so a changed address becomes a
 * new file and no cache serves an old code. One file a code, instead of a copy drawn into the
 * markup and the hydration data of every page of the tenant.
 */
export function qrImagePath(value: string): string {
  return `/images/qr/${createHash('sha256').update(value).digest('hex').slice(0, 16)}.svg`;
}

/** Every address a tenant's footers may draw as a QR code. */
export function footerQrValues(site: SiteConfig): string[] {
  return Object.values(site.qrUrls);
}
