import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from './export-files';

/**
 * An export's bytes by kind: a page's own markup, the flight data React inlines into it for
 * hydration (`self.__next_f.push(…)` scripts and their data blocks: the server components' output again, with every
 * prop handed to a client component), the assets under `_next/`, their precompressed copies, and
 * the rest (images, manifests, the worker, the sums). The goal of issue 62 is on the total; the
 * split says where a page's bytes go.
 */
export type ExportBytes = {
  pages: number;
  html: number;
  flight: number;
  assets: number;
  precompressed: number;
  other: number;
  total: number;
};

// Next's push scripts, and the data blocks (with the script that pushes each) they become (raw-flight.ts).
const FLIGHT_SCRIPT =
  /<script\b[^>]*>self\.__next_f\.push\([\s\S]*?<\/script>|<script type="text\/x-flight">[\s\S]*?<\/script>/g;

export function flightBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(FLIGHT_SCRIPT)) bytes += Buffer.byteLength(match[0]);
  return bytes;
}

export function exportBytes(dir: string): ExportBytes {
  const bytes: ExportBytes = {
    pages: 0,
    html: 0,
    flight: 0,
    assets: 0,
    precompressed: 0,
    other: 0,
    total: 0,
  };
  for (const file of listFiles(dir)) {
    const full = path.join(dir, file);
    const size = statSync(full).size;
    bytes.total += size;
    if (file.endsWith('.html')) {
      const flight = flightBytes(readFileSync(full, 'utf8'));
      bytes.flight += flight;
      bytes.html += size - flight;
      if (file.endsWith('/index.html') || file === 'index.html') bytes.pages += 1;
    } else if (/\.(br|gz)$/.test(file)) bytes.precompressed += size;
    else if (file.startsWith('_next/')) bytes.assets += size;
    else bytes.other += size;
  }
  return bytes;
}
