import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { noBuildOnlyInClient } from './no-build-only-in-client.mjs';
import { noImportCycle } from './no-import-cycle.mjs';
import { noRouteLiteral, routeNames } from './no-route-literal.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (file: string) => path.resolve(import.meta.dirname, '..', '..', file);

// The rules read the project's real files: area-portals is marked build-only and imports navigation/paths.
tester.run('no-build-only-in-client', noBuildOnlyInClient, {
  valid: [
    {
      filename: at('components/x.tsx'),
      code: "'use client';\nimport { sitePath } from '@/lib/site/navigation/paths';",
    },
    {
      filename: at('components/x.tsx'),
      code: "import { areaPortalsOf } from '@/lib/site/build-time/area-portals';",
    },
    { filename: at('components/x.tsx'), code: "'use client';\nimport type { SiteConfig } from '@/sites';" },
  ],
  invalid: [
    {
      filename: at('components/x.tsx'),
      code: "'use client';\nimport { x } from '@/lib/site/build-time/area-portals';",
      errors: [
        { message: "'use client' code reaches a build-only module: lib/site/build-time/area-portals.ts" },
      ],
    },
    {
      filename: at('components/x.tsx'),
      code: "'use client';\nimport { x } from '@/components/home/home-area-portals';",
      errors: [{ message: /home-area-portals\.tsx → lib\/site\/build-time\/area-portals\.ts$/ }],
    },
    {
      // page-title carries no mark of its own: its folder is the build's.
      filename: at('components/x.tsx'),
      code: "'use client';\nimport { titled } from '@/lib/site/build-time/page-title';",
      errors: [
        { message: "'use client' code reaches a build-only module: lib/site/build-time/page-title.ts" },
      ],
    },
    {
      filename: at('components/x.tsx'),
      code: "'use client';\nimport { allSites } from '@/sites';",
      errors: [{ message: "'use client' code may not import @/sites (build only)" }],
    },
  ],
});

tester.run('no-import-cycle', noImportCycle, {
  valid: [{ filename: at('lib/site/navigation/x.ts'), code: "import { sitePath } from './paths';" }],
  invalid: [
    {
      filename: at('lib/site/navigation/paths.ts'),
      code: "import { x } from '../build-time/area-portals';",
      errors: [
        {
          message:
            'import circle: lib/site/navigation/paths.ts → lib/site/build-time/area-portals.ts → lib/site/navigation/paths.ts',
        },
      ],
    },
  ],
});

const handWritten = (code: string, route: string) => ({
  filename: at('components/x.tsx'),
  code,
  errors: [{ message: `'${route}' spells a route by hand: build it with href() from sites/pages.ts` }],
});

// The rule reads its routes from the real tables (sites/page-kinds.ts, sites/pages.ts).
tester.run('no-route-literal', noRouteLiteral, {
  valid: [
    // A route's name is the typed argument of href(), not an address.
    { filename: at('components/x.tsx'), code: "href(site, 'noticeDetail', { id });" },
    { filename: at('lib/x.ts'), code: "servesRoute(app, 'mapFindHouse');" },
    // API paths and the bidding app's hash routes are not pages of a tenant.
    { filename: at('lib/x.ts'), code: "const path = '/api/BuyerApi/SetSimulate';" },
    { filename: at('lib/x.ts'), code: "const hash = '/#/login?ext=2';" },
    { filename: at('lib/x.ts'), code: 'const url = `${origin}/${vd}/`;' },
    { filename: at('lib/x.ts'), code: "const kind = 'home'; const box = 'search-box';" },
    { filename: at('lib/x.ts'), code: "const other = 'mylist/';" },
  ],
  invalid: [
    handWritten('const path = `${app}/noticeDetail/`;', '/noticeDetail/'),
    handWritten("const about = 'recycleweb/ylHead/?id=5';", 'recycleweb/ylHead/?id=5'),
    handWritten("location.assign('/client/login/');", '/client/login/'),
    handWritten("const bid = '/transit/?BidUrlType=Bidding';", '/transit/?BidUrlType=Bidding'),
    handWritten('const page = `${uc}/BindPhone/`;', '/BindPhone/'),
    handWritten(
      "const notices = 'baseweb/userCenterConter/userCenter/Notices/';",
      'baseweb/userCenterConter/userCenter/Notices/',
    ),
    handWritten("const list = 'InfoNotice/List/';", 'InfoNotice/List/'),
  ],
});

describe('the routes of no-route-literal', () => {
  it('come from both tables: portal kinds, shell pages and user-centre pages', () => {
    const names = routeNames();
    for (const name of ['noticeDetail', 'InfoNotice/List', 'login', 'GetCode2', 'MySchedule', 'addProjects'])
      expect(names).toContain(name);
    expect(names.some((name) => name.includes('{'))).toBe(false);
  });
});
