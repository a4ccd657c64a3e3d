import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';
import { TestBrowser, formAction, hiddenInputs, pkcePair } from '../testing/browser';
import { authorizeUrl, signIn } from '../testing/sign-in';
import { schemaOnlyDatabase } from '../db/open';
import { createHandOverVerifier } from './hand-over';
import { sqliteHandOverLedger } from './hand-over-ledger';
import { purgeExpired } from './adapter';

const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/**
 * The other texts of the same JWS: the signature's last character holds fewer than 6 bits, and a
 * base64url decoder drops the rest, so every character sharing those bits decodes alike.
 */
function otherSpellings(jws: string): string[] {
  const last = base64url.indexOf(jws.at(-1)!);
  // The bits past the last whole byte are the ones a decoder drops.
  const free = (jws.split('.')[2]!.length * 6) % 8;
  return [...base64url]
    .filter((char, index) => index >> free === last >> free && char !== jws.at(-1))
    .map((char) => `${jws.slice(0, -1)}${char}`);
}

describe('the hand-over verifier', () => {
  const issuer = 'https://sso.example/adfs';
  let key: CryptoKey;
  let otherKey: CryptoKey;
  let jwk: JWK;
  beforeAll(async () => {
    ({ privateKey: key, publicKey: jwk } = await generateKeyPair('RS256').then(async (pair) => ({
      privateKey: pair.privateKey,
      publicKey: { ...(await exportJWK(pair.publicKey)), alg: 'RS256', kid: 'k1' },
    })));
    otherKey = (await generateKeyPair('RS256')).privateKey;
  });

  const token = (
    claims: { iss?: string; aud?: string; iat?: number; auth_time?: number; sub?: string },
    signer = key,
  ) =>
    new SignJWT({
      sub: claims.sub ?? 'account-1',
      ...(claims.auth_time ? { auth_time: claims.auth_time } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(claims.iss ?? issuer)
      .setAudience(claims.aud ?? 'client-a')
      .setIssuedAt(claims.iat ?? Math.floor(Date.now() / 1000))
      .setExpirationTime('3h')
      .sign(signer);

  const verify = (ledger = sqliteHandOverLedger(schemaOnlyDatabase())) =>
    createHandOverVerifier({ jwks: { keys: [jwk] }, issuer, clientIds: ['client-a', 'client-b'], ledger });
  const now = () => Math.floor(Date.now() / 1000);

  it('names the subject of a recent id_token of its own for any of its clients', async () => {
    expect(await verify().spend(await token({}))).toBe('account-1');
    expect(await verify().spend(await token({ aud: 'client-b' }))).toBe('account-1');
  });

  it('refuses another issuer, another audience (an access token), another key and an old token', async () => {
    expect(await verify().spend(await token({ iss: 'https://elsewhere.example/adfs' }))).toBeNull();
    expect(await verify().spend(await token({ aud: 'portal-api' }))).toBeNull();
    expect(await verify().spend(await token({}, otherKey))).toBeNull();
    const twoHoursAgo = Math.floor(Date.now() / 1000) - 2 * 3600;
    expect(await verify().spend(await token({ iat: twoHoursAgo }))).toBeNull();
  });

  it('accepts a token within five minutes of issue only', async () => {
    expect(await verify().spend(await token({ iat: now() - 4 * 60 }))).toBe('account-1');
    expect(await verify().spend(await token({ iat: now() - 6 * 60 }))).toBeNull();
  });

  it('accepts a token once: the same id_token presented again is no hand-over', async () => {
    const once = verify();
    const handed = await token({});
    expect(await once.spend(handed)).toBe('account-1');
    expect(await once.spend(handed)).toBeNull();
  });

  it('spends a token once whichever of its spellings comes: the signature is keyed on its bytes', async () => {
    const once = verify();
    const handed = await token({});
    const respelled = otherSpellings(handed);
    // A 256-byte RS256 signature ends in a character carrying 2 bits: 16 texts decode to it.
    expect(respelled).toHaveLength(15);
    expect(await once.spend(handed)).toBe('account-1');
    for (const spelling of respelled) expect(await once.spend(spelling)).toBeNull();
  });

  it('spends a re-spelled token first, and then the token as issued no more', async () => {
    const once = verify();
    const handed = await token({});
    expect(await once.spend(otherSpellings(handed)[0]!)).toBe('account-1');
    expect(await once.spend(handed)).toBeNull();
  });

  it('spends a token when first presented, and names its subject only to the interaction that follows', async () => {
    const verifier = verify();
    const handed = await token({});
    // Never presented at authorize: no interaction may take it.
    expect(await verifier.check(handed, 'interaction-1')).toBeNull();
    expect(await verifier.spend(handed)).toBe('account-1');
    expect(await verifier.check(handed, 'interaction-1')).toBe('account-1');
    // The page reloaded, or its form posted: the same interaction.
    expect(await verifier.check(handed, 'interaction-1')).toBe('account-1');
    expect(await verifier.check(handed, 'interaction-2')).toBeNull();
    expect(await verifier.check(otherSpellings(handed)[0]!, 'interaction-2')).toBeNull();
    // Answered without an interaction (a live session): none takes it afterwards.
    const answered = await token({ sub: 'account-2' });
    expect(await verifier.spend(answered)).toBe('account-2');
    verifier.settle(answered, null);
    expect(await verifier.check(answered, 'interaction-3')).toBeNull();
  });

  it('keeps a spent token spent whatever clock a request runs on (the scoped clock moves Date.now)', async () => {
    const db = schemaOnlyDatabase();
    const verifier = verify(sqliteHandOverLedger(db));
    const handed = await token({});
    const realNow = Date.now;
    try {
      // Spent by a request of a test whose clock is an hour behind: its "ten minutes from now"
      // is long past for everyone else.
      Date.now = () => realNow() - 3600_000;
      expect(await verifier.spend(handed)).toBe('account-1');
      for (const offset of [0, 3600_000, -3600_000, 24 * 3600_000]) {
        Date.now = () => realNow() + offset;
        expect(await verifier.spend(handed)).toBeNull();
      }
    } finally {
      Date.now = realNow;
    }
    // Nor does the start-up's clean-up of expired rows bring it back.
    purgeExpired(db);
    expect(await verifier.spend(handed)).toBeNull();
  });

  it('refuses a token of a session that ended, and a refused token spends nothing', async () => {
    const ledger = sqliteHandOverLedger(schemaOnlyDatabase());
    const check = verify(ledger);
    const beforeSignOut = await token({ auth_time: now() - 60 });
    const otherAccount = await token({ sub: 'account-2', auth_time: now() - 60 });
    ledger.endSession('account-1', 3600);
    expect(await check.spend(beforeSignOut)).toBeNull();
    expect(await check.spend(otherAccount)).toBe('account-2');
    const laterSession = await token({ auth_time: now() + 1 });
    expect(await check.spend(laterSession)).toBe('account-1');
    const forged = await token({}, otherKey);
    expect(await check.spend(forged)).toBeNull();
    expect(ledger.spend('never-seen', 60)).toBe(true);
  });

  it('refuses what is no token at all', async () => {
    for (const value of [undefined, '', 'reload', '401', 'a.b.c', 42])
      expect(await verify().spend(value)).toBeNull();
  });
});

describe('authorize with a handed-over id_token (SPEC §4, §7 token)', () => {
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox();
  });
  afterAll(async () => {
    await sandbox.dispose();
  });

  /** Authorize for the province client from a browser with no provider session. */
  function authorize(token: string, browser = new TestBrowser(sandbox.origin)) {
    const redirectUri = `${sandbox.origin}/client/GetCode/`;
    const url = authorizeUrl(sandbox.origin, 'client', pkcePair().challenge, {
      token,
      redirect_uri: redirectUri,
      state: 'hand-over',
      ext: 'Assets',
    });
    return browser.follow(url.href, {}, (next) => next.href.startsWith(redirectUri));
  }

  it('signs the id_token of another tenant in once the person confirms, without the form, once', async () => {
    const { tokens } = await signIn(sandbox.origin, 'seller', { vd: '4101client' });
    const browser = new TestBrowser(sandbox.origin);
    const asked = await authorize(tokens.id_token, browser);
    const html = await asked.response.text();
    expect(html).toContain('账号 se***er，手机 138****0003');
    expect(html).not.toContain('密码');
    const { url } = await browser.postForm(
      new URL(formAction(html), sandbox.origin).href,
      hiddenInputs(html),
      (next) => next.pathname === '/client/GetCode/',
    );
    expect(url.pathname).toBe('/client/GetCode/');
    expect(url.searchParams.get('code')).toBeTruthy();
    // A link left in the browser's history is no second sign-in.
    const again = await authorize(tokens.id_token);
    expect(again.url.pathname).toMatch(/^\/adfs\/oauth2\/interaction\//);
    expect(await again.response.text()).toContain('密码');
  });

  it('shows the form for the id_token of a session that was signed out', async () => {
    const { browser, tokens } = await signIn(sandbox.origin, 'seller', { vd: '4101client' });
    const logout = new URL(`${sandbox.origin}/adfs/oauth2/logout`);
    logout.searchParams.set('id_token_hint', tokens.id_token);
    logout.searchParams.set('post_logout_redirect_uri', `${sandbox.origin}/4101client/`);
    const html = await (await browser.follow(logout.href)).response.text();
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
    await browser.postForm(action, { xsrf, logout: 'yes' }, (url) => url.pathname === '/4101client/');
    const { response, url } = await authorize(tokens.id_token);
    expect(url.pathname).toMatch(/^\/adfs\/oauth2\/interaction\//);
    expect(await response.text()).toContain('密码');
  });

  it('shows the form for a token state or an access token', async () => {
    const { tokens } = await signIn(sandbox.origin, 'buyer');
    for (const token of ['reload', tokens.access_token]) {
      const { response, url } = await authorize(token);
      expect(url.pathname).toMatch(/^\/adfs\/oauth2\/interaction\//);
      expect(await response.text()).toContain('密码');
    }
  });
});
