import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { codeChallengeS256, createCodeVerifier, toBase64Url, VERIFIER_BYTES } from './pkce';

describe('PKCE (SPEC §7, §9)', () => {
  it('makes a verifier of 50 random bytes written as 100 lower-case hex digits', () => {
    const verifier = createCodeVerifier();
    expect(VERIFIER_BYTES).toBe(50);
    expect(verifier).toMatch(/^[0-9a-f]{100}$/);
    expect(createCodeVerifier()).not.toBe(verifier);
  });

  it('derives the S256 challenge as unpadded base64url of the SHA-256 of the verifier', async () => {
    const verifier = createCodeVerifier();
    const expected = createHash('sha256').update(verifier).digest('base64url');
    const challenge = await codeChallengeS256(verifier);
    expect(challenge).toBe(expected);
    expect(challenge).toHaveLength(43);
    expect(challenge).not.toMatch(/[+/=]/);
  });

  it('matches the RFC 7636 example', async () => {
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });

  it('encodes bytes in base64url without padding', () => {
    expect(toBase64Url(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(toBase64Url(new Uint8Array([1]))).toBe('AQ');
  });
});
