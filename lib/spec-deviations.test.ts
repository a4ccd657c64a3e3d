import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '..');
const heading = '## Where the client departs from SPEC';

/** The entries of the architecture notes' list of departures: name and text. */
async function documented(): Promise<Map<string, string>> {
  const text = await readFile(path.join(root, 'docs/architecture.md'), 'utf8');
  const start = text.indexOf(heading);
  expect(start, `docs/architecture.md has "${heading}"`).toBeGreaterThanOrEqual(0);
  const section = text.slice(start + heading.length).split(/\n## /)[0]!;
  const entries = new Map<string, string>();
  for (const entry of section.split(/\n- /).slice(1)) {
    const name = /^\*\*(.+?)\*\*/.exec(entry)?.[1];
    if (name) entries.set(name, entry);
  }
  return entries;
}

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every `SPEC deviation "<name>"` the code's comments name, with the file that names it. */
async function marked(): Promise<Array<{ name: string; file: string }>> {
  const files = (await Promise.all(['app', 'components', 'lib', 'sites'].map(sourceFiles))).flat();
  const marks: Array<{ name: string; file: string }> = [];
  for (const file of files) {
    // Comments wrap: lines joined without their comment marks.
    const text = (await readFile(file, 'utf8')).replace(/\n\s*(?:\/\/|\*)\s?/g, ' ');
    for (const match of text.matchAll(/SPEC deviation "([^"]+)"/g)) {
      marks.push({ name: match[1]!.replace(/\s+/g, ' '), file: path.relative(root, file) });
    }
  }
  return marks;
}

describe('where the client departs from SPEC', () => {
  it('is written down with its reason for every departure the code makes', async () => {
    const entries = await documented();
    const marks = await marked();
    expect(marks.length).toBeGreaterThan(0);
    for (const { name, file } of marks) {
      expect(entries.has(name), `${file} names "${name}"`).toBe(true);
    }
    for (const [name, text] of entries) {
      expect(text, name).toMatch(/\(SPEC §\d/);
      expect(text, name).toMatch(/Why: \S/);
      expect(
        marks.some((mark) => mark.name === name),
        `"${name}" is named by the code`,
      ).toBe(true);
    }
  });

  it('includes the two the code explained only in comments: 我的收藏 after sign-in, the marks popup', async () => {
    const marks = await marked();
    expect(marks).toContainEqual({ name: '我的收藏 after sign-in', file: 'components/chrome/quick-nav.tsx' });
    expect(marks).toContainEqual({
      name: 'Marks popup on inventory only',
      file: 'lib/portal/marks-popup.ts',
    });
  });
});
