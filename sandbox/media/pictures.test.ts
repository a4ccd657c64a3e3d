import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { handleMedia, mediaUrl } from './handler';

/** What the handler wrote for `path`: its content type and body, or null when it declined. */
async function get(path: string) {
  let type: string | undefined;
  let body: Buffer | undefined;
  const res = {
    writeHead: (_status: number, headers: Record<string, string>) => (type = headers['Content-Type']),
    end: (written: Buffer) => (body = written),
  } as unknown as ServerResponse;
  const handled = await handleMedia({ method: 'GET' } as IncomingMessage, res, path);
  return handled ? { type, body: body! } : null;
}

describe('the sandbox pictures', () => {
  it('serves a card photo and a banner as JPEG photographs at the addresses the API hands out', async () => {
    const photoPath = mediaUrl('photo', 'assets-project-001');
    expect(photoPath).toBe('/attachment/media/photo/assets-project-001.jpg');
    const photo = await get(photoPath);
    expect(photo?.type).toBe('image/jpeg');
    expect(await sharp(photo!.body).metadata()).toMatchObject({ format: 'jpeg', width: 570, height: 360 });
    const banner = await get(mediaUrl('banner', '300001'));
    expect(await sharp(banner!.body).metadata()).toMatchObject({ format: 'jpeg', width: 1920, height: 420 });
  });

  it('shows a record the same picture each time, and a list of records several pictures', async () => {
    const first = await get(mediaUrl('photo', 'assets-project-001'));
    const again = await get(mediaUrl('photo', 'assets-project-001'));
    expect(first!.body.equals(again!.body)).toBe(true);
    const page = await Promise.all(
      Array.from({ length: 10 }, (_, index) => get(mediaUrl('photo', `assets-project-${index + 1}`))),
    );
    expect(new Set(page.map((picture) => picture!.body.toString('base64'))).size).toBeGreaterThan(5);
  });

  it('answers nothing under another name or format', async () => {
    expect(await get('/attachment/media/photo/assets-project-001.svg')).toBeNull();
    expect(await get('/attachment/media/photo/assets-project-001.png')).toBeNull();
    expect(await get('/attachment/media/panorama/lease-project-001.jpg')).toBeNull();
    expect(await get('/attachment/media/poster/assets-project-001.jpg')).toBeNull();
    expect((await get(mediaUrl('panorama', 'lease-project-001')))?.type).toBe('image/png');
  });
});
