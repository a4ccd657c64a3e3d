import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export type ScriptSize = { src: string; raw: number; gzip: number };

/** Script URLs an exported page loads before it is interactive: its `<script src>` tags. */
export function scriptsOfPage(html: string): string[] {
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) sources.add(match[1]!);
  return [...sources];
}

/** First-load JavaScript of one exported page, each script measured raw and gzipped (level 9). */
export function firstLoadJs(
  outDir: string,
  pagePath: string,
): { total: { raw: number; gzip: number }; scripts: ScriptSize[] } | null {
  const htmlFile = path.join(outDir, pagePath, 'index.html');
  if (!existsSync(htmlFile)) return null;
  const scripts = scriptsOfPage(readFileSync(htmlFile, 'utf8')).map((src) => {
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
