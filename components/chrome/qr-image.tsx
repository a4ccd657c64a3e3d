'use client';

import { useEffect, useRef, useState } from 'react';
import { QRCodeCanvas } from 'qrcode.react';

/** SPEC §9: error correction H, margin 1, drawn on a canvas and swapped into an image after 500 ms. */
export const QR_SWAP_DELAY_MS = 500;

export default function QrImage({ value, label }: { value: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<string | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      try {
        setImage(canvas.current?.toDataURL('image/jpeg', 0.3) ?? null);
      } catch {
        // A QR that cannot be turned into an image stays on its canvas (failures are silent).
      }
    }, QR_SWAP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [value]);

  if (image) {
    // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn in the browser
    return <img src={image} alt={label} width={110} height={110} data-qr-value={value} />;
  }
  return <QRCodeCanvas ref={canvas} value={value} size={110} level="H" marginSize={1} aria-label={label} />;
}
