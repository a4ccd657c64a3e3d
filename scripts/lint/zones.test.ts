import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { roomFiles, rooms } from './rooms.mjs';

// The rooms are settings of the project's own eslint.config.mjs: lint a line as if it stood in a
// file of the room, with the whole configuration, so a later block that undid a room would show.
const root = path.resolve(import.meta.dirname, '..', '..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => ['no-restricted-imports', 'no-restricted-syntax'].includes(message.ruleId ?? ''))
    .map((message) => message.message);
}

const refused = (room: string) =>
  expect.stringMatching(new RegExp(`(^|\\. )${room} may use only the rooms its row names`));

// Loading the whole configuration (Next's plugins) takes seconds on a busy machine.
describe('the rooms of components/ and lib/', { timeout: 60_000 }, () => {
  it('refuse a loop between two features: the portal places 比一比, so 比一比 cannot reach back', async () => {
    expect(
      await problems(
        'components/portal/list/x.tsx',
        "import { CompareToggle } from '@/components/compare/compare-toggle';",
      ),
    ).toEqual([]);
    expect(
      await problems(
        'components/compare/x.tsx',
        "import { usePhoneScreen } from '@/components/portal/list/use-wide-screen';",
      ),
    ).toEqual([refused('components/compare')]);
    expect(
      await problems(
        'components/compare/x.tsx',
        "export const part = () => import('@/components/portal/kind-page');",
      ),
    ).toEqual([refused('components/compare')]);
  });

  it('refuse a feature reaching into one its row does not name', async () => {
    expect(
      await problems(
        'components/history/x.tsx',
        "import { CompareToggle } from '@/components/compare/compare-toggle';",
      ),
    ).toEqual([refused('components/history')]);
    expect(
      await problems(
        'components/saved-search/x.tsx',
        "import { compareSet } from '@/lib/compare/compare-set';",
      ),
    ).toEqual([refused('components/saved-search')]);
    expect(
      await problems('lib/compare/x.ts', "import { history } from '@/lib/history/history-list';"),
    ).toEqual([refused('lib/compare')]);
  });

  it('keep the portal and the user centre apart, statically and loaded later', async () => {
    expect(
      await problems(
        'components/portal/list/x.tsx',
        "import { maskAccountNo } from '@/lib/user-centre/format';",
      ),
    ).toEqual([refused('components/portal')]);
    expect(
      await problems(
        'components/home/x.tsx',
        "import { LeftMenu } from '@/components/user-centre/left-menu';",
      ),
    ).toEqual([refused('components/home')]);
    expect(
      await problems(
        'components/saved-search/x.tsx',
        "export const part = () => import('@/components/user-centre/left-menu');",
      ),
    ).toEqual([refused('components/saved-search')]);
    expect(
      await problems(
        'components/user-centre/x.tsx',
        "export const part = () => import('@/components/home/home-page');",
      ),
    ).toEqual([refused('components/user-centre')]);
  });

  it("let every feature use the shared rooms: lib's ground, the UI kit, a lot's pieces", async () => {
    const shared = [
      "import { formatMoney } from '@/lib/format/money';",
      "import { href } from '@/lib/site/navigation/paths';",
      "import { Modal } from '@/components/ui/modal';",
      "import { PriceText } from '@/components/lot/price-text';",
    ].join('\n');
    for (const room of ['compare', 'portal/detail', 'home']) {
      expect(await problems(`components/${room}/x.tsx`, shared)).toEqual([]);
    }
    expect(
      await problems(
        'components/user-centre/x.tsx',
        "import { PriceText } from '@/components/lot/price-text';",
      ),
    ).toEqual([refused('components/user-centre')]);
  });

  it('keep the UI kit, the site frame and the low rooms of lib/ free of what stands above them', async () => {
    expect(
      await problems('components/ui/x.tsx', "import { x } from '@/components/portal/kind-page';"),
    ).toEqual([refused('components/ui')]);
    expect(await problems('components/ui/x.tsx', "import { x } from '@/lib/auth/sign-in';")).toEqual([
      refused('components/ui'),
    ]);
    expect(
      await problems(
        'components/site/x.tsx',
        "export const part = () => import('@/components/auth/not-found-login');",
      ),
    ).toEqual([refused('components/site')]);
    expect(
      await problems('components/site/x.tsx', "import { toast } from '@/components/feedback/toast';"),
    ).toEqual([]);
    expect(await problems('lib/api/x.ts', "import { arrive } from '@/lib/sign-in/arrive';")).toEqual([
      refused('lib/api'),
    ]);
    expect(
      await problems('lib/contract/x.ts', "import { href } from '@/lib/site/navigation/paths';"),
    ).toEqual([refused('lib/contract')]);
    expect(
      await problems('lib/site/site-context.ts', "import { sendCall } from '@/lib/api/send-call';"),
    ).toEqual([refused('lib/site/site-context')]);
    expect(await problems('lib/portal/x.ts', "import { Modal } from '@/components/ui/modal';")).toEqual([
      refused('lib/portal'),
    ]);
  });

  it('keep the browser rules inside every room', async () => {
    expect(await problems('components/user-centre/x.tsx', "import { z } from 'zod';")).toEqual([
      expect.stringMatching(/zod\/mini/),
    ]);
    expect(await problems('lib/compare/x.ts', "import { z } from 'zod';")).toEqual([
      expect.stringMatching(/zod\/mini/),
    ]);
  });
});

describe('the table of rooms', () => {
  it('names only rooms above a row, so no two rooms may use each other', () => {
    const above = new Set<string>();
    for (const { room, may } of rooms) {
      expect(
        may.filter((name) => !above.has(name)),
        room,
      ).toEqual([]);
      above.add(room);
    }
  });

  it('has a row for every folder of components/ and lib/ (lib/site: each of its entries)', () => {
    const covered = (entry: string) =>
      rooms.some(({ room }) => roomFiles(room).some((glob) => glob.replace(/\/\*\*$|\.tsx?$/, '') === entry));
    const entries = (folder: string) =>
      readdirSync(path.join(root, folder), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() || !/\.test\.tsx?$/.test(entry.name))
        .map((entry) => `${folder}/${entry.name.replace(/\.tsx?$/, '')}`);
    const folders = ['components', 'lib'].flatMap((top) =>
      readdirSync(path.join(root, top), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .flatMap((entry) =>
          `${top}/${entry.name}` === 'lib/site' ? entries('lib/site') : [`${top}/${entry.name}`],
        ),
    );
    expect(folders.filter((folder) => !covered(folder))).toEqual([]);
    expect(rooms.map(({ room }) => room).filter((room) => !folders.includes(room))).toEqual([]);
  });

  it('gives every room the files it stands for (a folder as a folder, a file as a file)', () => {
    const holdsFiles = (glob: string) =>
      glob.endsWith('/**')
        ? existsSync(path.join(root, glob.slice(0, -3))) &&
          statSync(path.join(root, glob.slice(0, -3))).isDirectory()
        : existsSync(path.join(root, glob));
    expect(rooms.filter(({ room }) => !roomFiles(room).some(holdsFiles)).map(({ room }) => room)).toEqual([]);
  });
});
