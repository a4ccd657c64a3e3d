import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { everyPageMessages } from '@/lib/site/build-time/client-messages';
import { clientNamespacesReached, isHanded } from '@/lib/testing/client-text';
import { tenantPages, type UserCentrePageKey } from '@/sites/pages';
import { userCentreLayoutText, userCentrePageText } from './user-centre-text';

const main = path.resolve(__dirname, '../../app/[site]/(main)');
const files = (readdirSync(main, { recursive: true }) as string[])
  .filter((file) => file.split(path.sep).includes('userCenterConter'))
  .map((file) => path.join(main, file));
const pages = files.filter((file) => file.endsWith('page.tsx'));
const layouts = files.filter((file) => file.endsWith('layout.tsx'));

/** What a module's client components ask for that neither every page nor `handed` gives. */
function unhanded(file: string, handed: readonly string[]): string[] {
  return [...clientNamespacesReached(file)].filter(
    (namespace) => !isHanded(namespace, [...everyPageMessages, ...handed]),
  );
}

describe('the user-centre text each page hands over', () => {
  it('covers all 19 user-centre pages, each built from its own row, whose last folder names its entry', () => {
    expect(pages).toHaveLength(19);
    const rows = pages.map(
      (file) => /userCentrePage\(\s*'(\w+)'/.exec(readFileSync(file, 'utf8'))?.[1] as UserCentrePageKey,
    );
    const named = rows.map((row) => tenantPages[row].path.split('/').at(-2));
    expect([...named].sort()).toEqual(Object.keys(userCentrePageText).sort());
    for (const [index, file] of pages.entries()) {
      expect(`${path.relative(main, path.dirname(file))}/`).toBe(tenantPages[rows[index]!].path);
    }
  });

  it.each(pages.map((file) => [path.relative(main, file), file]))(
    '%s is handed every text its components ask for, and nothing they do not',
    (_, file) => {
      const page = path.basename(path.dirname(file)) as keyof typeof userCentrePageText;
      const handed = userCentrePageText[page];
      expect(unhanded(file, handed)).toEqual([]);
      const asked = [...clientNamespacesReached(file)];
      expect(handed.filter((part) => !asked.some((namespace) => isHanded(namespace, [part])))).toEqual([]);
    },
  );

  it.each(layouts.map((file) => [path.relative(main, file), file]))(
    '%s hands the left menu and the sign-in wait their text',
    (_, file) => {
      expect(unhanded(file, userCentreLayoutText)).toEqual([]);
    },
  );
});
