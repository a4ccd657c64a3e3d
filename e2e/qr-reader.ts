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
    return { width: canvas.width, height: canvas.height, pixels: Array.from(data) };
  });
  return jsQR(Uint8ClampedArray.from(pixels), width, height)?.data ?? null;
}
