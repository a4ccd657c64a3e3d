import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import messages from '../messages/zh-CN.json';
import { families, groupOf, menuSlot, pageKinds, titleKey, type Family, type PageKind } from './page-kinds';

const appRoot = path.resolve(__dirname, '..', 'app', '[site]');
const groups = ['main', 'bare'] as const;

function folderOf(kind: PageKind): string {
  return path.join(appRoot, `(${groupOf(kind)})`, '[app]', kind.folder ?? kind.path);
}

/** Every folder holding a page.tsx below `dir`, relative to it. */
function pageFolders(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'page.tsx') return [prefix];
    if (!entry.isDirectory()) return [];
    return pageFolders(path.join(dir, entry.name), prefix ? `${prefix}/${entry.name}` : entry.name);
  });
}

const rows: readonly PageKind[] = pageKinds;

describe('the table of page kinds', () => {
  it('has a route folder whose page makes that kind for every row', () => {
    for (const kind of rows) {
      const page = path.join(folderOf(kind), 'page.tsx');
      expect(existsSync(page), page).toBe(true);
      expect(readFileSync(page, 'utf8')).toContain(`kindPage('${kind.path}'`);
    }
  });

  it('has a row for every route folder under [app]', () => {
    for (const group of groups) {
      const rowFolders = rows
        .filter((kind) => groupOf(kind) === group)
        .map((kind) => kind.folder ?? kind.path);
      const folders = pageFolders(path.join(appRoot, `(${group})`, '[app]'));
      expect(folders.sort(), `(${group})/[app]`).toEqual([...rowFolders].sort());
    }
  });

  it('names each path once, a page title that exists and menu words that exist', () => {
    expect(new Set(rows.map((kind) => kind.path)).size).toBe(rows.length);
    for (const kind of rows) {
      expect(Object.keys(messages.pageTitles), kind.path).toContain(titleKey(kind));
      for (const family of kind.families) {
        const slot = menuSlot(kind, family);
        if (slot && 'labelKey' in slot)
          expect(Object.keys(messages.header.menu), kind.path).toContain(slot.labelKey);
      }
    }
  });

  it('puts a kind in the menu of the families that serve it only', () => {
    for (const kind of rows) {
      if (!kind.menu || 'index' in kind.menu) continue;
      for (const family of Object.keys(kind.menu) as Family[]) {
        expect(families).toContain(family);
        expect(kind.families, `${kind.path} in the ${family} menu`).toContain(family);
      }
    }
  });
});
