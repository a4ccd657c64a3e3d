'use client';

import { useEffect, useRef, useState } from 'react';
import { QRCodeCanvas } from 'qrcode.react';

/** SPEC §9: error correction H, margin 1, drawn on a canvas and swapped into an image after 500 ms. */
export const QR_SWAP_DELAY_MS = 500;
/** SPEC §9: the QR canvas is 120 wide and 110 high; the square code sits centred on white. */
export const QR_CANVAS = { width: 120, height: 110 } as const;

/** The code drawn onto the 120×110 canvas of the spec, as a JPEG at quality 0.3. */
function framedImage(code: HTMLCanvasElement): string | null {
  const frame = document.createElement('canvas');
  frame.width = QR_CANVAS.width;
  frame.height = QR_CANVAS.height;
  const context = frame.getContext('2d');
  if (!context) return null;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, frame.width, frame.height);
  context.drawImage(code, (frame.width - QR_CANVAS.height) / 2, 0, QR_CANVAS.height, QR_CANVAS.height);
  return frame.toDataURL('image/jpeg', 0.3);
}

export default function QrImage({ value, label }: { value: string; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [image, setImage] = useState<string | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      try {
        setImage(canvas.current ? framedImage(canvas.current) : null);
      } catch {
        // A QR that cannot be turned into an image stays on its canvas (failures are silent).
      }
    }, QR_SWAP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [value]);

  if (image) {
    return (
      // eslint-disable-next-line @next/next/no-img-element -- a data URL drawn in the browser
      <img src={image} alt={label} width={QR_CANVAS.width} height={QR_CANVAS.height} data-qr-value={value} />
    );
  }
  return (
    <QRCodeCanvas
      ref={canvas}
      value={value}
      size={QR_CANVAS.height}
      level="H"
      marginSize={1}
      aria-label={label}
    />
  );
}
