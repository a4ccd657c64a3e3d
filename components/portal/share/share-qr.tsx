'use client';

import { useEffect, useRef, useState } from 'react';
import { QRCodeCanvas } from 'qrcode.react';

/**
 * The page address as a QR code: drawn on a canvas, then shown as a lossless image, which prints
 * and can be saved like any picture. `onReady` says the image is there.
 */
export default function ShareQr({
  value,
  label,
  onReady,
}: {
  value: string;
  label: string;
  onReady?: () => void;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<string | null>(null);

  useEffect(() => {
    try {
      setImage(canvas.current?.toDataURL('image/png') ?? null);
    } catch {
      // A canvas that cannot be read stays a canvas.
    }
  }, [value]);
  useEffect(() => {
    if (image) onReady?.();
  }, [image, onReady]);

  if (image) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn in the browser
      <img src={image} alt={label} width={160} height={160} data-testid="share-qr" data-qr-value={value} />
    );
  }
  return <QRCodeCanvas ref={canvas} value={value} size={160} level="M" marginSize={2} aria-label={label} />;
}
