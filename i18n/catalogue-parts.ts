import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The parts of messages/zh-CN.json that client code loaded after the first paint (dialogs, the
 * quick panel, the sign-in runtime) brings with it, one JSON file each under messages/parts/.
 * Importing the catalogue itself would put all of it (33 KB) into every such chunk: the bundler
 * does not drop unused keys of a JSON module. Handing the text to those parts through the page's
 * hydration data instead cost every exported page the same kilobytes (see client-messages.ts).
 *
 * The catalogue stays the one place where text lives; the parts are written from it before every
 * build, dev server, test run and install, and are not kept in git.
 */
export const cataloguePartPaths = [
  'arrival',
  'auth.chooser',
  'auth.errors',
  'auth.idle',
  'auth.login',
  'auth.toastRegion',
  'auth.transit',
  'calendar',
  'offline',
  'portal.identity',
  'portal.marks',
  'quickNav',
  'savedSearch',
] as const;

type Tree = { [key: string]: string | Tree };

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** `{ auth: { idle: … } }` for `auth.idle`: the shape a MessageTree lookup walks. */
export function cataloguePart(catalogue: Tree, path: string): Tree {
  const keys = path.split('.');
  let node: string | Tree | undefined = catalogue;
  for (const key of keys) node = typeof node === 'object' ? node[key] : undefined;
  if (node === undefined) throw new Error(`messages/zh-CN.json has no "${path}" for messages/parts/`);
  return keys.reduceRight<string | Tree>((inner, key) => ({ [key]: inner }), node) as Tree;
}

/** Writes messages/parts/<path>.json, touching only files whose text changed (a dev server watches them). */
export function writeCatalogueParts(projectRoot = root) {
  const catalogue = JSON.parse(readFileSync(join(projectRoot, 'messages/zh-CN.json'), 'utf8')) as Tree;
  const folder = join(projectRoot, 'messages/parts');
  mkdirSync(folder, { recursive: true });
  const wanted = new Set(cataloguePartPaths.map((path) => `${path}.json`));
  for (const name of readdirSync(folder)) if (!wanted.has(name)) rmSync(join(folder, name));
  for (const path of cataloguePartPaths) {
    const file = join(folder, `${path}.json`);
    const text = `${JSON.stringify(cataloguePart(catalogue, path), null, 2)}\n`;
    let current: string | undefined;
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      current = undefined;
    }
    if (current !== text) writeFileSync(file, text);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) writeCatalogueParts();
