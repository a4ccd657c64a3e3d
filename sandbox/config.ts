import path from 'node:path';
import { z } from 'zod';
import { profileSchema, type Profile } from './profiles';

const portSchema = z.coerce.number().int().min(0).max(65535);

const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: portSchema.default(3000),
  SANDBOX_OUT_DIR: z.string().min(1).default('out'),
  SANDBOX_DB: z.string().min(1).default(path.join('.sandbox', 'sandbox.db')),
  /** Lifetime of access tokens in seconds; shorten it to test expiry. */
  SANDBOX_ACCESS_TOKEN_TTL: z.coerce.number().int().positive().default(3600),
  /** Set to 0 to silence the request log. */
  SANDBOX_LOG: z.enum(['0', '1']).default('1'),
  /** Comma-separated further origins serving the portal (e.g. `next dev`) that may sign in. */
  SANDBOX_CLIENT_ORIGINS: z.string().default(''),
  /** The origin browsers use when a reverse proxy (nginx) sits in front: issuer and redirect URIs use it. */
  SANDBOX_PUBLIC_ORIGIN: z
    .string()
    .regex(/^(https?:\/\/[^/\s]+)?$/, 'must be an origin such as http://127.0.0.1:8080')
    .default(''),
  /** How the API writes its answers: `default`, or `dotnet` as a .NET service would (docs/sandbox.md). */
  SANDBOX_PROFILE: profileSchema.default('default'),
  /** The test hooks' key (sandbox/hook-key.ts); a new one at every start when unset. */
  SANDBOX_HOOK_KEY: z
    .string()
    .regex(/^[\w-]{16,128}$/, 'must be 16 to 128 letters, digits, - or _')
    .optional(),
});

export type SandboxConfig = {
  host: string;
  port: number;
  outDir: string;
  dbPath: string;
  accessTokenTtl: number;
  log: ((line: string) => void) | null;
  /** Further origins that serve the portal's pages (e.g. `next dev`) and may sign in. */
  extraClientOrigins: string[];
  /** Origin of a reverse proxy in front of the sandbox; defaults to the address bound. */
  publicOrigin: string | undefined;
  /** Answer profile of every request whose scope has none set (docs/sandbox.md). */
  profile: Profile;
  /** The test hooks' key; a new one at every start when unset. */
  hookKey: string | undefined;
};

export class ConfigError extends Error {}

/** Reads the sandbox settings from the environment; every bad variable is named in one line. */
export function readConfig(env: Record<string, string | undefined> = process.env): SandboxConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`sandbox: bad environment variable(s): ${problems.join('; ')}`);
  }
  const value = parsed.data;
  return {
    host: value.HOST,
    port: value.PORT,
    outDir: value.SANDBOX_OUT_DIR,
    dbPath: value.SANDBOX_DB,
    accessTokenTtl: value.SANDBOX_ACCESS_TOKEN_TTL,
    log: value.SANDBOX_LOG === '1' ? (line) => console.log(line) : null,
    extraClientOrigins: value.SANDBOX_CLIENT_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    publicOrigin: value.SANDBOX_PUBLIC_ORIGIN || undefined,
    profile: value.SANDBOX_PROFILE,
    hookKey: value.SANDBOX_HOOK_KEY,
  };
}
