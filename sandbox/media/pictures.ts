import sharp from 'sharp';
import { Prng } from '../prng';
import { encodePng } from './png';

const palettes = [
  { sky: ['#8ec5fc', '#e0f0ff'], ground: '#7fb069', building: ['#c8553d', '#f4d35e', '#e9ecef', '#588b8b'] },
  { sky: ['#f6d365', '#fda085'], ground: '#a3b18a', building: ['#3d5a80', '#98c1d9', '#ee6c4d', '#e0fbfc'] },
  { sky: ['#a1c4fd', '#c2e9fb'], ground: '#6a994e', building: ['#bc4749', '#f2e8cf', '#386641', '#adb5bd'] },
] as const;

/** A street of buildings under a sky: a real picture for a card, seeded by the record id. */
export function photoSvg(seed: string, width = 570, height = 360): string {
  const rng = new Prng(`photo:${seed}`);
  const palette = rng.pick(palettes);
  const horizon = Math.round(height * 0.72);
  const buildings: string[] = [];
  for (let x = -10; x < width;) {
    const w = rng.int(50, 120);
    const h = rng.int(Math.round(height * 0.25), Math.round(height * 0.6));
    const colour = rng.pick(palette.building);
    buildings.push(`<rect x="${x}" y="${horizon - h}" width="${w}" height="${h}" fill="${colour}"/>`);
    for (let wy = horizon - h + 12; wy < horizon - 16; wy += 22) {
      for (let wx = x + 8; wx < x + w - 14; wx += 18) {
        buildings.push(`<rect x="${wx}" y="${wy}" width="8" height="10" fill="#fff" opacity="0.55"/>`);
      }
    }
    x += w + rng.int(0, 12);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#s)"/>
<circle cx="${rng.int(40, width - 40)}" cy="${rng.int(30, 80)}" r="26" fill="#fff8dc" opacity="0.9"/>
${buildings.join('')}
<rect y="${horizon}" width="${width}" height="${height - horizon}" fill="${palette.ground}"/>
<rect y="${horizon + 18}" width="${width}" height="14" fill="#555" opacity="0.6"/>
</svg>`;
}

/** A wide banner: the skyline photo with a soft overlay for the title the page draws on top. */
export function bannerSvg(seed: string): string {
  return photoSvg(`banner:${seed}`, 1920, 420).replace(
    '</svg>',
    '<rect width="1920" height="420" fill="#0b3d91" opacity="0.35"/></svg>',
  );
}

/** How many different card photos and banners there are; a record's is picked by its id. */
export const PHOTO_POOL = 24;
export const BANNER_POOL = 6;

// One core: the pictures are drawn while a browser on the same machine loads the page that asks
// for them, and a measurement of that page must not share the processor with the drawing.
sharp.concurrency(1);

const photographs = new Map<string, Promise<Buffer>>();

/**
 * A picture as the centre's attachment host serves one: a JPEG photograph (quality 75, about
 * 14 KB for a card and 40 KB for a banner), drawn from its SVG once and kept. An SVG would be a
 * document the browser parses on the page's main thread, which no photograph costs.
 */
function photograph(key: string, svg: () => string): Promise<Buffer> {
  const known = photographs.get(key);
  if (known) return known;
  const drawn = sharp(Buffer.from(svg())).jpeg({ quality: 75, mozjpeg: true }).toBuffer();
  photographs.set(key, drawn);
  drawn.catch(() => photographs.delete(key));
  return drawn;
}

/** The pool member of `seed`: the same record always shows the same picture. */
function memberOf(seed: string, pool: number): number {
  return new Prng(`picture:${seed}`).int(0, pool - 1);
}

const photoOfMember = (member: number) => photograph(`photo:${member}`, () => photoSvg(`pool-${member}`));
const bannerOfMember = (member: number) => photograph(`banner:${member}`, () => bannerSvg(`pool-${member}`));

/** The card photo of a record (570×360). */
export const photoJpeg = (seed: string) => photoOfMember(memberOf(seed, PHOTO_POOL));

/** The banner of a platform (1920×420). */
export const bannerJpeg = (seed: string) => bannerOfMember(memberOf(seed, BANNER_POOL));

/**
 * Draws every picture of the pools, one after another (about a second of one core), so that the
 * pages asked for after the sandbox's start are served files, as a real attachment host serves them.
 */
export async function drawPictures(): Promise<void> {
  for (let member = 0; member < BANNER_POOL; member++) await bannerOfMember(member);
  for (let member = 0; member < PHOTO_POOL; member++) await photoOfMember(member);
}

const panoramaCache = new Map<string, Buffer>();

/**
 * An equirectangular room (2:1): walls with windows, a floor and a ceiling, so a 360° viewer has
 * something to turn around in. Kept in memory: one is about 100 KB and costs ~0.3 s to draw.
 */
export function panoramaPng(seed: string, width = 2048, height = 1024): Buffer {
  const key = `${seed}:${width}`;
  const cached = panoramaCache.get(key);
  if (cached) return cached;
  const rng = new Prng(`panorama:${seed}`);
  const walls = Array.from({ length: 4 }, () => [rng.int(170, 240), rng.int(160, 230), rng.int(140, 220)]);
  const floor = [rng.int(120, 170), rng.int(80, 120), rng.int(40, 80)];
  const png = encodePng(width, height, (x, y) => {
    const lon = (x / width) * 2 * Math.PI; // 0..2π around
    const lat = (0.5 - y / height) * Math.PI; // +π/2 up .. -π/2 down
    const wall = Math.floor(((lon + Math.PI / 4) % (2 * Math.PI)) / (Math.PI / 2));
    // Distance to the wall of a square room seen from its centre, to place floor and ceiling lines.
    const local = ((lon + Math.PI / 4) % (Math.PI / 2)) - Math.PI / 4;
    const reach = 1 / Math.cos(local);
    const height01 = Math.tan(lat) / reach; // wall height where this ray hits, room half-height 0.6
    if (height01 < -0.6) {
      const checker = (Math.floor(x / 32) + Math.floor(y / 32)) % 2 === 0 ? 1 : 0.88;
      return floor.map((c) => Math.round(c * checker));
    }
    if (height01 > 0.6) return [245, 245, 240];
    const base = walls[wall % 4]!;
    const across = (local + Math.PI / 4) / (Math.PI / 2);
    const window = across > 0.3 && across < 0.7 && height01 > -0.15 && height01 < 0.4;
    if (window) return [150 + Math.round(80 * (height01 + 0.15)), 200, 250];
    const edge = Math.abs(across - 0.5) > 0.495 ? 0.7 : 1;
    return base.map((c) => Math.round(c * edge));
  });
  panoramaCache.set(key, png);
  return png;
}
