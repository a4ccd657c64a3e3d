import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import {
  browserAddresses,
  localAddressesOf,
  readEnvironment,
  requireBuildProfile,
} from './sites/environment';
import { allSites } from './sites';
import { writeCatalogueParts } from './i18n/catalogue-parts';

// Importing the manifest and the environment here makes a bad tenant or a bad address fail the
// build before a single page is rendered.
const environment = readEnvironment();
// The text that parts loaded after the first paint import (i18n/catalogue-parts.ts), fresh from the catalogue.
writeCatalogueParts();

export default function config(phase: string): NextConfig {
  // A release must name its addresses: falling back to the sandbox's would ship a portal that
  // talks to nobody.
  if (phase === PHASE_PRODUCTION_BUILD) requireBuildProfile();
  const nextConfig: NextConfig = {
    output: 'export',
    // With a static export, distDir names the export folder (`npm run build -- --out DIR`).
    distDir: process.env.PORTAL_OUT_DIR || 'out',
    trailingSlash: true,
    reactStrictMode: true,
    poweredByHeader: false,
    images: { unoptimized: true },
    // `npm run size:sources` builds with maps to say which of our modules fill a page's scripts.
    productionBrowserSourceMaps: process.env.PORTAL_SOURCE_MAPS === '1',
    // Shards of one release built on different machines must name the same build, or their pages
    // and shared assets would differ; the build script passes the commit (see scripts/lib/build-id.ts).
    generateBuildId: () => process.env.PORTAL_BUILD_ID || null,
    env: {
      PORTAL_ADDRESSES: JSON.stringify(browserAddresses(environment.addresses)),
      PORTAL_LOCAL_ADDRESSES: JSON.stringify(localAddressesOf(environment.addresses)),
      PORTAL_PROFILE: environment.profile,
      // Empty: no field reports, and the reporting code is dropped from the pages (docs/deploy.md).
      PORTAL_TELEMETRY_URL: environment.telemetry ?? '',
      // The release the field reports name; the build passes the commit (scripts/lib/build-id.ts).
      PORTAL_RELEASE_ID: process.env.PORTAL_BUILD_ID || 'unknown',
      // Every client of the centre, built here or not: a handed-over id_token (SPEC §4) names the
      // client of the tenant that handed it over. Read only by the arrival code, loaded on demand.
      PORTAL_CLIENT_IDS: JSON.stringify([...new Set(allSites.map((site) => site.SsoCleintId))]),
    },
  };
  return createNextIntlPlugin('./i18n/request.ts')(nextConfig);
}
