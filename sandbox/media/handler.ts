import type { IncomingMessage, ServerResponse } from 'node:http';
import { districtsGeoJson } from './districts';
import { bannerSvg, panoramaPng, photoSvg } from './pictures';

/** Where the sandbox's attachment host serves generated media (the ATTACHMENT address is /attachment). */
export const mediaPrefix = '/attachment/media/';
export const districtsPath = '/attachment/map/henan-districts.geojson';

const seedPattern = /^[\w-]{1,80}$/;

function send(res: ServerResponse, type: string, body: string | Buffer) {
  res.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': 'public, max-age=86400',
    'Access-Control-Allow-Origin': '*',
  });
  res.end(body);
}

/** Generated pictures: banners, card photos and lease panoramas, plus the offline map base layer. */
export function handleMedia(req: IncomingMessage, res: ServerResponse, pathname: string): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (pathname === districtsPath) {
    send(res, 'application/geo+json; charset=utf-8', JSON.stringify(districtsGeoJson()));
    return true;
  }
  if (!pathname.startsWith(mediaPrefix)) return false;
  const match = /^(banner|photo|panorama)\/([^/]+)\.(svg|png)$/.exec(pathname.slice(mediaPrefix.length));
  const [, kind, seed, ext] = match ?? [];
  if (!kind || !seed || !seedPattern.test(seed)) return false;
  if (kind === 'panorama' && ext === 'png') send(res, 'image/png', panoramaPng(seed));
  else if (kind === 'banner' && ext === 'svg') send(res, 'image/svg+xml', bannerSvg(seed));
  else if (kind === 'photo' && ext === 'svg') send(res, 'image/svg+xml', photoSvg(seed));
  else return false;
  return true;
}

/** Address of a generated picture, as the API hands it out. */
export const mediaUrl = (kind: 'banner' | 'photo' | 'panorama', seed: string) =>
  `${mediaPrefix}${kind}/${seed}.${kind === 'panorama' ? 'png' : 'svg'}`;
