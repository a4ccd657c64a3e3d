import { describe, expect, it } from 'vitest';
import { callbackUri, signInVariant } from './endpoints';

describe('sign-in callback variants (SPEC §2 login/login2, GetCode/GetCode2)', () => {
  it('returns /login to /GetCode and /login/{tokenState} to /GetCode2', () => {
    const origin = 'https://p.example';
    expect(callbackUri(origin, 'client', signInVariant(null))).toBe('https://p.example/client/GetCode/');
    expect(callbackUri(origin, 'client', signInVariant('Tk-42'))).toBe('https://p.example/client/GetCode2/');
    expect(callbackUri(origin, 'client', signInVariant('401'))).toBe('https://p.example/client/GetCode2/');
  });
});
