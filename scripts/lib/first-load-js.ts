import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export type ScriptSize = { src: string; raw: number; gzip: number };
export type FirstLoad = { total: { raw: number; gzip: number }; scripts: ScriptSize[] };

/**
 * Scripts a module browser fetches from the page's own `<script src>` tags. The `noModule`
 * polyfill chunk is listed on every page but only browsers without modules fetch it.
 */
export function moduleScriptsOfPage(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>/g)) {
    const attributes = match[1]!;
    if (/\bnoModule\b/i.test(attributes)) continue;
    const src = attributes.match(/\bsrc="([^"]+)"/)?.[1];
    if (src) sources.add(src);
  }
  return [...sources];
}

/**
 * Script URLs Chromium requests while loading a page until the network has been idle for
 * 500 ms: the page's module scripts and every chunk loaded lazily at start-up.
 */
export async function scriptsLoadedAtStart(
  browser: Browser,
  url: string,
  view: 'unsampled' | 'sampled' = 'unsampled',
): Promise<string[]> {
  const page = await browser.newPage();
  // Most views send no field reports (a production tenant samples 10 %, Do Not Track and GPC opt
  // out, a build without a collector has none): GPC makes this one of them, so the report code
  // that loads after the content of a sampled view is measured on its own (budget.ts).
  if (view === 'unsampled') {
    // As text: a function would be compiled by tsx with helpers the page does not have.
    await page.addInitScript({
      content: "Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true });",
    });
  }
  const sources = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') sources.add(new URL(request.url()).pathname);
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    await page.close();
  }
  return [...sources];
}

/** Raw and gzip (level 9) size of each script, read from the export. */
export function sizeOfScripts(outDir: string, sources: string[]): FirstLoad {
  const scripts = sources.map((src) => {
    const file = path.join(outDir, decodeURIComponent(src.split('?')[0]!));
    const content = readFileSync(file);
    return { src, raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  });
  const total = scripts.reduce(
    (sum, script) => ({ raw: sum.raw + script.raw, gzip: sum.gzip + script.gzip }),
    { raw: 0, gzip: 0 },
  );
  return { total, scripts };
}
