/**
 * `npm run field [-- --since 1h] [--json] [--out DIR] [--db FILE | --sandbox URL]`: what the pages'
 * field reports say, from the sandbox's collector (its database file, SANDBOX_DB or
 * .sandbox/sandbox.db; or a running sandbox's test hook): p75 LCP, INP, CLS, FCP and TTFB per
 * tenant × page kind × phone/desktop with counts, then the failed sign-ins, errors, failing calls,
 * failed chunks and offline answers. The reports are in Chinese and China time (their words are
 * lib/field/words.ts). `--json` prints the same as JSON; an HTML report with charts is written to
 * DIR/field-report.html (default .field/).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { argValue, displayPath, hasFlag } from './lib/cli';
import { htmlReport } from './lib/field/html-report';
import { textReport } from './lib/field/text-report';
import { parseWindow } from './lib/field/window';
import { words } from './lib/field/words';
import type { FieldSummary } from '../sandbox/telemetry/summary';
import { HOOK_KEY_HEADER, hookKeyFor } from '../sandbox/hook-key';

async function readSummary(argv: string[], sinceMs: number): Promise<FieldSummary> {
  const sandbox = argValue(argv, 'sandbox');
  if (sandbox) {
    const origin = sandbox.replace(/\/+$/, '');
    const response = await fetch(`${origin}/__sandbox/field?since=${sinceMs}`, {
      headers: { [HOOK_KEY_HEADER]: hookKeyFor(origin) },
    });
    if (!response.ok) throw new Error(`${sandbox}: the sandbox answered ${response.status}`);
    return (await response.json()) as FieldSummary;
  }
  const { default: BetterSqlite3 } = await import('better-sqlite3');
  const { fieldRows } = await import('../sandbox/telemetry/store');
  const { summarizeField } = await import('../sandbox/telemetry/summary');
  const file = argValue(argv, 'db') ?? process.env.SANDBOX_DB ?? path.join('.sandbox', 'sandbox.db');
  let db;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
  } catch {
    throw new Error(`${file}: no sandbox database (start the sandbox once, or name one with --db)`);
  }
  try {
    return summarizeField(fieldRows(db, sinceMs), sinceMs);
  } catch {
    throw new Error(`${file}: no field reports table (a sandbox of this release creates it)`);
  } finally {
    db.close();
  }
}

async function main() {
  const argv = process.argv.slice(2);
  const sinceMs = Date.now() - parseWindow(argValue(argv, 'since') ?? '24h');
  const summary = await readSummary(argv, sinceMs);
  const outDir = path.resolve(argValue(argv, 'out') ?? '.field');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, 'field-report.html');
  writeFileSync(file, htmlReport(summary));
  if (hasFlag(argv, 'json')) {
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
  } else {
    process.stdout.write(textReport(summary));
    console.log(`\n${words.htmlWritten}：${displayPath(file)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
