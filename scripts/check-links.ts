/**
 * `npm run check:links [-- DIR]`: every site-internal link and asset address in the export's HTML
 * (default `out/`) names a file of the export. Run on a merged release, it proves no shard left a
 * page pointing at a tenant or shared asset that another shard should have brought.
 */
import path from 'node:path';
import { readEnvironment } from '../sites/environment';
import { displayPath, exitOnConfigError } from './lib/cli';
import { brokenLinks } from './lib/internal-links';
import { looksLikeExport } from './lib/out-dir';

function main() {
  const root = path.resolve(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 'out');
  let proxied: string[];
  try {
    // Addresses configured as paths (/baseapi, /bid, ...) are forwarded by the web server, and so
    // is the SSO's /adfs/ when it shares the page origin (the sandbox profile).
    const { addresses } = readEnvironment();
    proxied = Object.values(addresses).filter((address) => address.startsWith('/'));
    if (!/^https?:/.test(addresses.SSO)) proxied.push(`${addresses.SSO}/adfs`);
  } catch (error) {
    exitOnConfigError(error);
  }
  if (!looksLikeExport(root)) {
    console.error(`${root}: not a static export (no index.html and _next/)`);
    process.exit(1);
  }
  const started = performance.now();
  const broken = brokenLinks(root, proxied);
  for (const { page, link } of broken.slice(0, 50)) console.error(`broken: ${page} → ${link}`);
  if (broken.length > 50) console.error(`… and ${broken.length - 50} more`);
  console.log(
    `[links] ${broken.length === 0 ? 'ok' : `${broken.length} broken`}: ${displayPath(root)}/ in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(broken.length === 0 ? 0 : 1);
}

main();
