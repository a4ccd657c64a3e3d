import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { SiteConfig, Theme } from '../../../sites/schema';
import { appIconColour, appShortName } from './app-names';

/** Where a tenant's manifest is published, linked from every page of that tenant. */
export function manifestPath(tenant: string): string {
  return `/${tenant}/manifest.webmanifest`;
}

/** The primary colour of each theme (app/globals.css): the installed app's bar and icon ground. */
export const themeColours: Record<Theme, string> = { blue: '#1449ae', green: '#1e7b45' };

/** PNG sizes launchers ask for (Android's 192 and the 512 of the splash screen). */
const pngSizes = [192, 512] as const;

/**
 * The icon of a tenant: its header logo (drawn white for the coloured header) centred on the
 * theme colour, inside the middle 60 %, so a launcher's round or squircle mask never cuts it.
 */
export function iconSvg(logoSvg: string, colour: string): string {
  const inner = logoSvg
    .replace(/^[\s\S]*?<svg\b/, '<svg')
    .replace(/\s(?:width|height|x|y)="[^"]*"/g, '')
    .replace(/^<svg\b/, '<svg x="102" y="102" width="308" height="308"');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512"><rect width="512" height="512" fill="${colour}"/>${inner}</svg>`;
}

type Icon = { src: string; sizes: string; type: string; purpose: string };

/** Draws a set of icons once (named by their content), returns the manifest's entries. */
async function drawIcons(outDir: string, svg: string): Promise<Icon[]> {
  const name = createHash('sha256').update(svg).digest('hex').slice(0, 16);
  const dir = path.join(outDir, 'images', 'icons');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${name}.svg`), svg);
  const icons: Icon[] = [
    { src: `/images/icons/${name}.svg`, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
  ];
  for (const size of pngSizes) {
    const file = `${name}-${size}.png`;
    await sharp(Buffer.from(svg))
      .resize(size, size)
      .png({ compressionLevel: 9, palette: true })
      .toFile(path.join(dir, file));
    icons.push({ src: `/images/icons/${file}`, sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' });
  }
  // The same drawing serves a masking launcher: the logo already sits inside the safe zone.
  icons.push({ ...icons.at(-1)!, purpose: 'maskable' });
  return icons;
}

/** The web app manifest of one tenant: installed, it opens that tenant and stays inside its prefix. */
export function webManifest(site: SiteConfig, icons: Icon[]) {
  const root = `/${site.VirtualDirectory}/`;
  return {
    id: root,
    name: site.Title,
    short_name: appShortName(site),
    description: site.Welcome,
    lang: 'zh-CN',
    dir: 'ltr',
    start_url: root,
    scope: root,
    display: 'standalone',
    theme_color: themeColours[site.theme],
    background_color: '#ffffff',
    icons,
  };
}

/**
 * Writes every built tenant's manifest and the icons they name into the export. Tenants with the
 * same logo and platform share one set of icons. Returns the number of icon sets drawn.
 */
export async function writeWebManifests(
  outDir: string,
  publicDir: string,
  sites: SiteConfig[],
): Promise<number> {
  const drawn = new Map<string, Promise<Icon[]>>();
  for (const site of sites) {
    const logo = readFileSync(path.join(publicDir, 'images', site.NoLoginLogoImg), 'utf8');
    const svg = iconSvg(logo, appIconColour(site));
    if (!drawn.has(svg)) drawn.set(svg, drawIcons(outDir, svg));
    const manifest = webManifest(site, await drawn.get(svg)!);
    writeFileSync(
      path.join(outDir, manifestPath(site.VirtualDirectory).slice(1)),
      `${JSON.stringify(manifest)}\n`,
    );
  }
  return drawn.size;
}
