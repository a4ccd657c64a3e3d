import { qrImagePath } from '@/sites/qr-files';

type Props = { value: string; label: string; slot: string; staticBase: string };

/**
 * A footer QR code: an image the build draws once per address (scripts/lib/qr-files.ts), so the
 * footer ships no QR JavaScript and no page carries the code's drawing twice (markup and
 * hydration data).
 */
export function FooterQr({ value, label, slot, staticBase }: Props) {
  return (
    <figure className="text-center text-xs">
      {/* eslint-disable-next-line @next/next/no-img-element -- static export: no image optimiser */}
      <img
        src={`${staticBase}${qrImagePath(value)}`}
        alt={label}
        width={100}
        height={100}
        loading="lazy"
        data-slot={slot}
        data-qr-value={value}
        className="mx-auto bg-white"
      />
      <figcaption className="mt-2">{label}</figcaption>
    </figure>
  );
}
