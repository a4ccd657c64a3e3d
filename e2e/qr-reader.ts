import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

/**
 * Reads the QR code an image shows, as a phone camera would: the loaded image is drawn onto a
 * canvas with a white border and its pixels decoded. Null when the image holds no readable code.
 */
export async function readQrImage(image: Locator): Promise<string | null> {
  const { width, height, pixels } = await image.evaluate(async (element: HTMLImageElement) => {
    await element.decode();
    const scale = 4;
    const border = 16;
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth * scale + border * 2;
    canvas.height = element.naturalHeight * scale + border * 2;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingEnabled = false;
    context.drawImage(element, border, border, canvas.width - border * 2, canvas.height - border * 2);
    const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
    // As base64 text: a plain array of a million numbers takes half a minute to hand over.
    let binary = '';
    for (let start = 0; start < data.length; start += 0x8000) {
      binary += String.fromCharCode(...data.subarray(start, start + 0x8000));
    }
    return { width: canvas.width, height: canvas.height, pixels: btoa(binary) };
  });
  return jsQR(new Uint8ClampedArray(Buffer.from(pixels, 'base64')), width, height)?.data ?? null;
}
