import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { browserAddresses, localAddressesOf, readEnvironment } from './sites/environment';
import { writeCatalogueParts } from './i18n/catalogue-parts';

// Components import their own part of the catalogue (i18n/catalogue-parts.ts).
writeCatalogueParts();

export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('.', import.meta.url)),
      // Next resolves the build-only marker itself; tests run on the build's side of it.
      'server-only': fileURLToPath(
        new URL('node_modules/next/dist/compiled/server-only/empty.js', import.meta.url),
      ),
    },
  },
  test: {
    include: ['{app,lib,sites,sandbox,scripts,components,i18n}/**/*.test.{ts,tsx}'],
    environment: 'node',
    globalSetup: ['./vitest.global-setup.ts'],
    // What next.config.ts bakes into the client bundle, so modules reading it load in tests too.
    env: {
      PORTAL_ADDRESSES: JSON.stringify(browserAddresses(readEnvironment({}).addresses)),
      PORTAL_LOCAL_ADDRESSES: JSON.stringify(localAddressesOf(readEnvironment({}).addresses)),
      PORTAL_PROFILE: 'sandbox',
    },
  },
});
