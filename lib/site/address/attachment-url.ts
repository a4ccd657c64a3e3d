import { addresses } from './addresses';

/**
 * Where an attachment downloads from: the centre names files by their path on the attachment
 * service (ATTACHMENT, SPEC §7); an absolute address it sends is used as it is.
 */
export function attachmentUrl(url: string, base = addresses.ATTACHMENT): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${base}/${url.replace(/^\/+/, '')}`;
}
