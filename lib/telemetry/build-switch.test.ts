import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cspOrigins } from '@/scripts/lib/matrix-nginx';
import { readEnvironment } from '@/sites/environment';

/** What next.config.ts bakes into the pages for an environment (the build reads it at import). */
async function bakedFor(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const { default: config } = await import('@/next.config');
  return config(PHASE_PRODUCTION_BUILD).env ?? {};
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the field reports in a build', () => {
  it('are off in a production build that names no collector: the pages get an empty address', async () => {
    const baked = await bakedFor({ PORTAL_ENV: 'production', PORTAL_TELEMETRY_URL: undefined });
    expect(baked.PORTAL_TELEMETRY_URL).toBe('');
  });

  it('go where PORTAL_TELEMETRY_URL says, with the release the build names', async () => {
    const baked = await bakedFor({
      PORTAL_ENV: 'production',
      PORTAL_TELEMETRY_URL: 'https://otel.example.cn',
      PORTAL_BUILD_ID: 'abc123',
    });
    expect(baked.PORTAL_TELEMETRY_URL).toBe('https://otel.example.cn');
    expect(baked.PORTAL_RELEASE_ID).toBe('abc123');
  });

  it("open the CSP's connect-src to the collector's origin, and only when there is one", () => {
    const production = readEnvironment({ PORTAL_ENV: 'production' });
    expect(cspOrigins(production.addresses, production.telemetry).connectOrigins).not.toContain(
      'https://otel.example.cn',
    );
    const reporting = readEnvironment({
      PORTAL_ENV: 'production',
      PORTAL_TELEMETRY_URL: 'https://otel.example.cn/otlp',
    });
    expect(cspOrigins(reporting.addresses, reporting.telemetry).connectOrigins).toContain(
      'https://otel.example.cn',
    );
  });
});
