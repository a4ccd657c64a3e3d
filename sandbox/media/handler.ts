import type { IncomingMessage, ServerResponse } from 'node:http';
import { districtsGeoJson } from './districts';
import { bannerJpeg, panoramaPng, photoJpeg } from './pictures';

/** Where the sandbox's attachment host serves generated media (the ATTACHMENT address is /attachment). */
export const mediaPrefix = '/attachment/media/';
export const districtsPath = '/attachment/map/henan-districts.geojson';

const seedPattern = /^[\w-]{1,80}$/;

type MediaKind = 'banner' | 'photo' | 'panorama';

/** Photographs are JPEGs; a panorama is a PNG (a lossless texture for the 360° viewer). */
const extensionOf = (kind: MediaKind) => (kind === 'panorama' ? 'png' : 'jpg');

function send(res: ServerResponse, type: string, body: string | Buffer) {
  res.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': 'public, max-age=86400',
    'Access-Control-Allow-Origin': '*',
  });
  res.end(body);
}

/** Generated pictures: banners, card photos and lease panoramas, plus the offline map base layer. */
export async function handleMedia(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (pathname === districtsPath) {
    send(res, 'application/geo+json; charset=utf-8', JSON.stringify(districtsGeoJson()));
    return true;
  }
  if (!pathname.startsWith(mediaPrefix)) return false;
  const match = /^(banner|photo|panorama)\/([^/]+)\.(jpg|png)$/.exec(pathname.slice(mediaPrefix.length));
  const [, kind, seed, ext] = match ?? [];
  if (!kind || !seed || !seedPattern.test(seed) || ext !== extensionOf(kind as MediaKind)) return false;
  if (kind === 'panorama') send(res, 'image/png', panoramaPng(seed));
  else send(res, 'image/jpeg', await (kind === 'banner' ? bannerJpeg(seed) : photoJpeg(seed)));
  return true;
}

/** Address of a generated picture, as the API hands it out. */
export const mediaUrl = (kind: MediaKind, seed: string) =>
  `${mediaPrefix}${kind}/${seed}.${extensionOf(kind)}`;
