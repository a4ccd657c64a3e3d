import { existsSync } from 'node:fs';
import { readEnvironment, type Addresses, type Environment } from '../../sites/environment';
import { buildManifest } from '../../sites/manifest';
import { nginxConfig } from './nginx-config';
import type { CspOrigins } from './response-headers';

export const brotliModules = [
  '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so',
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
];

function originOf(address: string): string[] {
  return /^https?:\/\//.test(address) ? [new URL(address).origin] : [];
}

/**
 * The hosts the pages talk to besides their own, as the CSP of every format names them; the field
 * reports' collector (`PORTAL_TELEMETRY_URL`) is one when it is set.
 */
export function cspOrigins(addresses: Addresses, telemetry: string | null = null): CspOrigins {
  return {
    // The panorama viewer and the map fetch their picture and base layer, so those hosts are connect sources too.
    connectOrigins: [
      addresses.SSO,
      addresses.API,
      addresses.GATEWAY,
      addresses.TRADING_API,
      addresses.ATTACHMENT,
      addresses.MAP_TILES,
      telemetry ?? '',
    ].flatMap(originOf),
    imageOrigins: [addresses.ATTACHMENT, addresses.MAP_TILES].flatMap(originOf),
  };
}

type MatrixOptions = {
  root: string;
  listen: string;
  api: string;
  gateway: string;
  /** Upstream of /api/BidManager/; the business API's when not given. */
  bidManager?: string | undefined;
  sandbox?: string | undefined;
  /** false forces brotli off; true turns it on when Debian's module is installed. */
  brotli: boolean;
  full: boolean;
  serverNames?: string[] | undefined;
  tls?: { certificate: string; key: string } | undefined;
  /** The release's addresses and collector (baked-environment.ts); the process environment's when not given. */
  environment?: Environment | undefined;
};

/**
 * The nginx configuration of every tenant in the manifest, with the CSP origins taken from the
 * environment profile. Throws ManifestError or EnvironmentError on a bad configuration.
 */
export function matrixNginxConfig(options: MatrixOptions): {
  config: string;
  tenants: number;
  brotli: boolean;
} {
  const { addresses, telemetry } = options.environment ?? readEnvironment();
  const tenants = buildManifest().map((site) => site.VirtualDirectory);
  const brotli = options.brotli && brotliModules.every((module) => existsSync(module));
  const { environment: _environment, ...nginxOptions } = options;
  const config = nginxConfig({
    ...nginxOptions,
    bidManager: options.bidManager ?? options.api,
    tenants,
    ...cspOrigins(addresses, telemetry),
    brotli,
    loadModules: brotli && options.full ? brotliModules : [],
  });
  return { config, tenants: tenants.length, brotli };
}
