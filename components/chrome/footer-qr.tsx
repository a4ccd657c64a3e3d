import { QRCodeSVG } from 'qrcode.react';

type Props = { value: string; label: string; slot: string };

/**
 * A footer QR code drawn at build time from a configured address: an SVG in the page, so the
 * footer ships no QR JavaScript (error correction H, margin 1, as SPEC §9 draws QR codes).
 */
export function FooterQr({ value, label, slot }: Props) {
  return (
    <figure className="text-center text-xs">
      <QRCodeSVG
        value={value}
        size={100}
        level="H"
        marginSize={1}
        title={label}
        role="img"
        aria-label={label}
        data-slot={slot}
        data-qr-value={value}
        className="mx-auto bg-white"
      />
      <figcaption className="mt-2">{label}</figcaption>
    </figure>
  );
}
