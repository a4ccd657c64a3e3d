import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from './export-files';

export type BrokenLink = { page: string; link: string };

const attribute = /\s(?:href|src)="([^"]*)"/g;

/** Whether a site-absolute path is served by a file of the tree (`/a/` → `a/index.html`). */
function served(root: string, link: string): boolean {
  const clean = decodeURIComponent(link.split(/[?#]/)[0]!).replace(/^\/+/, '');
  const candidates =
    clean === '' || clean.endsWith('/') ? [`${clean}index.html`] : [clean, `${clean}/index.html`];
  return candidates.some((candidate) => {
    const full = path.join(root, candidate);
    return existsSync(full) && statSync(full).isFile();
  });
}

/**
 * Every link and script, style or image address in the tree's HTML that points into the site
 * itself and names no file of the tree: what a merged release must never have. Addresses under
 * `proxied` (the API and stand-in paths the web server forwards) are not files and are skipped.
 */
export function brokenLinks(root: string, proxied: string[]): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const known = new Map<string, boolean>();
  for (const page of listFiles(root).filter((file) => file.endsWith('.html'))) {
    for (const match of readFileSync(path.join(root, page), 'utf8').matchAll(attribute)) {
      const link = match[1]!.replaceAll('&amp;', '&');
      if (!link.startsWith('/') || link.startsWith('//')) continue;
      if (
        proxied.some(
          (prefix) =>
            link === prefix ||
            link.startsWith(`${prefix}/`) ||
            link.startsWith(`${prefix}?`) ||
            link.startsWith(`${prefix}#`),
        )
      )
        continue;
      const path0 = link.split(/[?#]/)[0]!;
      if (!known.has(path0)) known.set(path0, served(root, path0));
      if (!known.get(path0)) broken.push({ page, link });
    }
  }
  return broken;
}
