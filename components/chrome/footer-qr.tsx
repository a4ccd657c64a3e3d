import type { SiteConfig } from '@/sites/schema';
import { qrImagePath } from '@/sites/qr-files';

type QrKind = keyof SiteConfig['qrUrls'];

const slots: Record<QrKind, string> = {
  publicAccount: 'public-account-qr',
  miniProgram: 'mini-program-qr',
  serviceAccount: 'service-account-qr',
};

/**
 * A footer QR code of the tenant's configured addresses: an image the build draws once per
 * address (scripts/lib/qr-files.ts), so the footer ships no QR JavaScript and no page carries the
 * code's drawing twice (markup and hydration data).
 */
export function FooterQr({ site, kind, label }: { site: SiteConfig; kind: QrKind; label: string }) {
  const value = site.qrUrls[kind];
  return (
    <figure className="text-center text-xs">
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser */}
      <img
        src={`${site.StaticApi}${qrImagePath(value)}`}
        alt={label}
        width={100}
        height={100}
        loading="lazy"
        data-slot={slots[kind]}
        data-qr-value={value}
        className="mx-auto bg-white"
      />
      <figcaption className="mt-2">{label}</figcaption>
    </figure>
  );
}
