import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The zones are settings of the project's own eslint.config.mjs: lint a line as if it stood in a
// file of the zone, with the whole configuration, so a later block that undid a zone would show.
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '..', '..') });

async function problems(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => ['no-restricted-imports', 'no-restricted-syntax'].includes(message.ruleId ?? ''))
    .map((message) => message.message);
}

const portalRule = /the portal imports nothing of the user centre/;
const userCentreRule = /the user centre imports nothing of the portal/;

// Loading the whole configuration (Next's plugins) takes seconds on a busy machine.
describe('the zones of components/', { timeout: 60_000 }, () => {
  it('keeps the portal out of the user centre, statically and loaded later', async () => {
    expect(
      await problems(
        'components/portal/list/x.tsx',
        "import { maskAccountNo } from '@/lib/user-centre/format';",
      ),
    ).toEqual([expect.stringMatching(portalRule)]);
    expect(
      await problems(
        'components/home/x.tsx',
        "import { LeftMenu } from '@/components/user-centre/left-menu';",
      ),
    ).toEqual([expect.stringMatching(portalRule)]);
    expect(
      await problems(
        'components/saved-search/x.tsx',
        "export const part = () => import('@/components/user-centre/left-menu');",
      ),
    ).toEqual([expect.stringMatching(portalRule)]);
  });

  it('keeps the user centre out of the portal', async () => {
    expect(
      await problems(
        'components/user-centre/x.tsx',
        "import { PriceText } from '@/components/portal/live/price-text';",
      ),
    ).toEqual([expect.stringMatching(userCentreRule)]);
    expect(
      await problems(
        'components/user-centre/x.tsx',
        "export const part = () => import('@/components/home/home-page');",
      ),
    ).toEqual([expect.stringMatching(userCentreRule)]);
  });

  it('lets both meet through lib/ and the shared folders', async () => {
    const shared = [
      "import { formatMoney } from '@/lib/format/money';",
      "import { detailRoute } from '@/lib/portal/route-set';",
      "import { Modal } from '@/components/ui/modal';",
      "import { CalendarButton } from '@/components/calendar/calendar-button';",
    ].join('\n');
    expect(await problems('components/user-centre/x.tsx', shared)).toEqual([]);
    expect(await problems('components/portal/detail/x.tsx', shared)).toEqual([]);
  });

  it('keeps the UI kit and the site frame free of features', async () => {
    expect(
      await problems('components/ui/x.tsx', "import { x } from '@/components/portal/kind-page';"),
    ).toEqual([expect.stringMatching(/components\/ui is the kit every feature uses/)]);
    expect(await problems('components/ui/x.tsx', "import { x } from '@/lib/auth/sign-in';")).toEqual([
      expect.stringMatching(/components\/ui is the kit every feature uses/),
    ]);
    expect(
      await problems(
        'components/site/x.tsx',
        "export const part = () => import('@/components/auth/not-found-login');",
      ),
    ).toEqual([expect.stringMatching(/components\/site is the frame every page stands on/)]);
    expect(
      await problems('components/site/x.tsx', "import { toast } from '@/components/feedback/toast';"),
    ).toEqual([]);
  });

  it('keeps the browser rules inside every zone', async () => {
    expect(await problems('components/user-centre/x.tsx', "import { z } from 'zod';")).toEqual([
      expect.stringMatching(/zod\/mini/),
    ]);
  });
});
