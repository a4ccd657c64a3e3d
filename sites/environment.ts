import { z } from 'zod';

/**
 * Deployment addresses. Empty means "the page's own origin"; a value starting with `/` is a path
 * on that origin; anything else must be an absolute http(s) URL. Two exceptions, used only when the
 * page itself is on a local, non-https origin (SPEC §2): `BID_LOCAL` empty means "no local bidding
 * app, use BID", and `ADMIN_LOCAL` empty means "the admin app at port 60001 of the page's host".
 */
const addressSchema = z
  .string()
  .trim()
  .refine(
    (value) => value === '' || value.startsWith('/') || /^https?:\/\/[^\s/?#]+(\/[^\s]*)?$/.test(value),
    {
      message: 'must be empty, a path starting with /, or an absolute http(s):// URL',
    },
  )
  .refine((value) => !/[\s"'<>]/.test(value), {
    message: 'must not contain spaces, quotes or angle brackets',
  })
  .transform((value) => value.replace(/\/+$/, ''));

export const addressNames = [
  'SSO',
  'API',
  'GATEWAY',
  'ATTACHMENT',
  'TRADING_API',
  'BID',
  'BID_LOCAL',
  'ADMIN',
  'ADMIN_LOCAL',
  'PROVINCE',
  'MAP_TILES',
] as const;
export type AddressName = (typeof addressNames)[number];
export type Addresses = Record<AddressName, string>;

const profiles = {
  /** Everything on the page's own origin: the sandbox of `npm start`. */
  sandbox: {
    SSO: '',
    API: '/baseapi',
    GATEWAY: '/gatewayapi',
    ATTACHMENT: '/attachment',
    TRADING_API: '/tradingapi',
    BID: '/bid',
    // The sandbox serves its /bid and /admin stand-ins on 127.0.0.1 too: local origins keep them.
    BID_LOCAL: '/bid',
    ADMIN: '/admin',
    ADMIN_LOCAL: '/admin',
    PROVINCE: '',
    // No internet in the sandbox: an offline district layer stands in for map tiles.
    MAP_TILES: '/attachment/map/henan-districts.geojson',
  },
  test: {
    SSO: 'https://sso-test.hnsggzy.example',
    API: '/baseapi',
    GATEWAY: '/gatewayapi',
    ATTACHMENT: 'https://file-test.hnsggzy.example',
    TRADING_API: 'https://cq-test.hnsggzy.example/api',
    BID: '/bid',
    BID_LOCAL: '',
    ADMIN: '/admin',
    ADMIN_LOCAL: '',
    PROVINCE: 'https://test.hnsggzy.example',
    MAP_TILES: 'https://tiles-test.hnsggzy.example/{z}/{x}/{y}.png',
  },
  production: {
    SSO: 'https://sso.hnsggzy.example',
    API: '/baseapi',
    GATEWAY: '/gatewayapi',
    ATTACHMENT: 'https://file.hnsggzy.example',
    TRADING_API: 'https://cq.hnsggzy.example/api',
    BID: '/bid',
    BID_LOCAL: '',
    ADMIN: '/admin',
    ADMIN_LOCAL: '',
    PROVINCE: 'https://www.hnsggzy.example',
    MAP_TILES: 'https://tiles.hnsggzy.example/{z}/{x}/{y}.png',
  },
} satisfies Record<string, Addresses>;

export type ProfileName = keyof typeof profiles;
export const profileNames = Object.keys(profiles) as ProfileName[];

export class EnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Bad environment variables:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'EnvironmentError';
  }
}

/**
 * Where field reports go (OTLP/HTTP, docs/deploy.md): the sandbox is a collector; elsewhere none
 * until the centre names one with `PORTAL_TELEMETRY_URL`. Null: the pages send no reports.
 */
const telemetryDefaults: Record<ProfileName, string | null> = {
  sandbox: '/otlp',
  test: null,
  production: null,
};

export type Environment = {
  profile: ProfileName;
  addresses: Addresses;
  /** The field reports' collector (`PORTAL_TELEMETRY_URL`, empty: off), or null. */
  telemetry: string | null;
};

/** Reads PORTAL_ENV and the PORTAL_<NAME>_URL overrides; lists every bad variable at once. */
export function readEnvironment(env: Record<string, string | undefined> = process.env): Environment {
  const problems: string[] = [];
  const profileName = env.PORTAL_ENV?.trim() || 'sandbox';
  if (!(profileName in profiles)) {
    problems.push(
      `PORTAL_ENV: unknown profile "${profileName}" (expected one of ${profileNames.join(', ')})`,
    );
  }
  const profile = profiles[profileName as ProfileName] ?? profiles.sandbox;
  const addresses = { ...profile } as Addresses;
  for (const name of addressNames) {
    const variable = `PORTAL_${name}_URL`;
    const raw = env[variable];
    if (raw === undefined) continue;
    const parsed = addressSchema.safeParse(raw);
    if (parsed.success) {
      addresses[name] = parsed.data;
    } else {
      problems.push(
        `${variable}: ${parsed.error.issues.map((issue) => issue.message).join('; ')} (got "${raw}")`,
      );
    }
  }
  let telemetry = telemetryDefaults[profileName as ProfileName] ?? null;
  const rawTelemetry = env.PORTAL_TELEMETRY_URL;
  if (rawTelemetry !== undefined) {
    const parsed = addressSchema.safeParse(rawTelemetry);
    if (parsed.success) telemetry = parsed.data === '' ? null : parsed.data;
    else {
      problems.push(
        `PORTAL_TELEMETRY_URL: ${parsed.error.issues.map((issue) => issue.message).join('; ')} (got "${rawTelemetry}")`,
      );
    }
  }
  if (problems.length > 0) throw new EnvironmentError(problems);
  return { profile: profileName as ProfileName, addresses, telemetry };
}

/**
 * A build must choose its profile: without `PORTAL_ENV` a release would silently carry the
 * sandbox's addresses. The sandbox's own builds (`npm start`, `npm test`) say `PORTAL_ENV=sandbox`.
 */
export function requireBuildProfile(env: Record<string, string | undefined> = process.env): void {
  if (!env.PORTAL_ENV?.trim()) {
    throw new EnvironmentError([
      `PORTAL_ENV: not set; a build must name its profile (${profileNames.join(', ')}), e.g. PORTAL_ENV=production npm run build`,
    ]);
  }
}

type LocalAddressName = 'BID_LOCAL' | 'ADMIN_LOCAL';

/** The addresses for pages on a developer's machine, baked apart from the others (lib/site/address/local-addresses.ts). */
export function localAddressesOf(addresses: Addresses): Pick<Addresses, LocalAddressName> {
  return { BID_LOCAL: addresses.BID_LOCAL, ADMIN_LOCAL: addresses.ADMIN_LOCAL };
}

/** The addresses every page may read (lib/site/address/addresses.ts): all but the local ones. */
export function browserAddresses(addresses: Addresses): Omit<Addresses, LocalAddressName> {
  const browser: Partial<Addresses> = { ...addresses };
  delete browser.BID_LOCAL;
  delete browser.ADMIN_LOCAL;
  return browser as Omit<Addresses, LocalAddressName>;
}
