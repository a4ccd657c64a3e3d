import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { noBuildOnlyInClient } from './no-build-only-in-client.mjs';
import { noImportCycle } from './no-import-cycle.mjs';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const at = (file: string) => path.resolve(import.meta.dirname, '..', '..', file);

// The rules read the project's real files: area-portals is marked build-only and imports ./paths.
tester.run('no-build-only-in-client', noBuildOnlyInClient, {
  valid: [
    { filename: at('components/x.tsx'), code: "'use client';\nimport { sitePath } from '@/lib/site/paths';" },
    { filename: at('components/x.tsx'), code: "import { areaPortalsOf } from '@/lib/site/area-portals';" },
    { filename: at('components/x.tsx'), code: "'use client';\nimport type { SiteConfig } from '@/sites';" },
  ],
  invalid: [
    {
      filename: at('components/x.tsx'),
      code: "'use client';\nimport { x } from '@/lib/site/area-portals';",
      errors: [{ message: "'use client' code reaches a build-only module: lib/site/area-portals.ts" }],
    },
    {
      filename: at('components/x.tsx'),
      code: "'use client';\nimport { x } from '@/components/home/home-area-portals';",
      errors: [{ message: /home-area-portals\.tsx → lib\/site\/area-portals\.ts$/ }],
    },
    {
      filename: at('components/x.tsx'),
      code: "'use client';\nimport { allSites } from '@/sites';",
      errors: [{ message: "'use client' code may not import @/sites (build only)" }],
    },
  ],
});

tester.run('no-import-cycle', noImportCycle, {
  valid: [{ filename: at('lib/site/x.ts'), code: "import { sitePath } from './paths';" }],
  invalid: [
    {
      filename: at('lib/site/paths.ts'),
      code: "import { x } from './area-portals';",
      errors: [
        { message: 'import circle: lib/site/paths.ts → lib/site/area-portals.ts → lib/site/paths.ts' },
      ],
    },
  ],
});
