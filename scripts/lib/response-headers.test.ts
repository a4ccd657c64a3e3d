import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './response-headers';

function directive(policy: string, name: string): string | undefined {
  return policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `));
}

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({
    connectOrigins: ['https://sso.example.cn', 'https://api.example.cn', 'https://otel.example.cn'],
    imageOrigins: ['https://file.example.cn'],
  });

  it('lets forms post only where the portal’s forms post: its own pages', () => {
    // Every form is handled by script or submits to its own page; sign-in and sign-out are
    // navigations, so neither the SSO nor the API nor the collector receives a form.
    expect(directive(policy, 'form-action')).toBe("form-action 'self'");
  });

  it('still lets scripts call every host the pages talk to', () => {
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://sso.example.cn https://api.example.cn https://otel.example.cn",
    );
  });
});
