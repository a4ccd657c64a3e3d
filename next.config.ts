import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { readEnvironment } from './sites/environment';
import { allSites } from './sites';

// Importing the manifest and the environment here makes a bad tenant or a bad address fail the
// build before a single page is rendered.
const environment = readEnvironment();
void allSites;

const nextConfig: NextConfig = {
  output: 'export',
  trailingSlash: true,
  reactStrictMode: true,
  poweredByHeader: false,
  images: { unoptimized: true },
  env: {
    PORTAL_ADDRESSES: JSON.stringify(environment.addresses),
    PORTAL_PROFILE: environment.profile,
  },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
