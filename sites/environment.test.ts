import { describe, expect, it } from 'vitest';
import { EnvironmentError, readEnvironment, requireBuildProfile } from './environment';

describe('environment addresses', () => {
  it('defaults to the sandbox profile on the page origin', () => {
    const environment = readEnvironment({});
    expect(environment.profile).toBe('sandbox');
    expect(environment.addresses).toMatchObject({ SSO: '', API: '/baseapi', GATEWAY: '/gatewayapi' });
  });

  it('lets each address be overridden and trims a trailing slash', () => {
    const { addresses } = readEnvironment({
      PORTAL_ENV: 'production',
      PORTAL_SSO_URL: 'https://sso.example.cn/',
    });
    expect(addresses.SSO).toBe('https://sso.example.cn');
    expect(addresses.ATTACHMENT).toBe('https://file.hnsggzy.example');
  });

  it('names every malformed variable and an unknown profile in one error', () => {
    let error: unknown;
    try {
      readEnvironment({
        PORTAL_ENV: 'prod',
        PORTAL_SSO_URL: 'sso.example.cn',
        PORTAL_API_URL: 'ftp://x',
        PORTAL_BID_URL: '/bid',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvironmentError);
    const problems = (error as EnvironmentError).problems;
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/PORTAL_ENV/);
    expect(problems.join('\n')).toMatch(/PORTAL_SSO_URL/);
    expect(problems.join('\n')).toMatch(/PORTAL_API_URL/);
  });
});

describe('the profile of a build', () => {
  it('must be named: a missing PORTAL_ENV fails with a message that says how to set it', () => {
    expect(() => requireBuildProfile({})).toThrow(
      /PORTAL_ENV: not set; a build must name its profile \(sandbox, test, production\)/,
    );
    expect(() => requireBuildProfile({ PORTAL_ENV: '  ' })).toThrow(EnvironmentError);
    expect(() => requireBuildProfile({ PORTAL_ENV: 'sandbox' })).not.toThrow();
  });
});

describe('the field reports collector (PORTAL_TELEMETRY_URL)', () => {
  it('is the sandbox itself in the sandbox profile, and none in test and production', () => {
    expect(readEnvironment({}).telemetry).toBe('/otlp');
    expect(readEnvironment({ PORTAL_ENV: 'test' }).telemetry).toBeNull();
    expect(readEnvironment({ PORTAL_ENV: 'production' }).telemetry).toBeNull();
  });

  it('is what the variable names, and empty turns it off', () => {
    expect(
      readEnvironment({ PORTAL_ENV: 'production', PORTAL_TELEMETRY_URL: 'https://otel.example.cn/' })
        .telemetry,
    ).toBe('https://otel.example.cn');
    expect(readEnvironment({ PORTAL_TELEMETRY_URL: '' }).telemetry).toBeNull();
  });

  it('refuses an address that is not one', () => {
    expect(() => readEnvironment({ PORTAL_TELEMETRY_URL: 'otel.example.cn' })).toThrow(
      /PORTAL_TELEMETRY_URL/,
    );
  });
});
