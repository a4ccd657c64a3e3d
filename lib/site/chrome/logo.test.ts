import { describe, expect, it } from 'vitest';
import { buildManifest } from '@/sites/manifest';
import { logoFor } from './logo';

const client = buildManifest().find((site) => site.VirtualDirectory === 'client')!;

describe('logo words by login state and identity', () => {
  it('shows the signed-out words to visitors and to tokens without a user', () => {
    expect(logoFor(client, { signedIn: false, hasUser: false, identity: null }).words).toBe(
      client.NoLoginLogoWord,
    );
    expect(logoFor(client, { signedIn: true, hasUser: false, identity: null }).words).toBe(
      client.NoLoginLogoWord,
    );
  });
  it('shows the side-specific words once an identity is chosen', () => {
    expect(logoFor(client, { signedIn: true, hasUser: true, identity: { Identity: 'Buyer' } }).words).toBe(
      client.LoginUserLogoWordBuyer,
    );
    expect(logoFor(client, { signedIn: true, hasUser: true, identity: { Identity: 1 } }).words).toBe(
      client.LoginUserLogoWordBuyer,
    );
    expect(
      logoFor(client, { signedIn: true, hasUser: true, identity: { Identity: 'Financier' } }).words,
    ).toBe(client.LoginUserLogoWordSaler);
    expect(logoFor(client, { signedIn: true, hasUser: true, identity: { Identity: 'AgentOrg' } }).words).toBe(
      client.LoginUserLogoWordTripartite,
    );
    expect(logoFor(client, { signedIn: true, hasUser: true, identity: { Identity: 'Stock' } }).words).toBe(
      client.LoginUserLogoWord,
    );
    expect(logoFor(client, { signedIn: true, hasUser: true, identity: null }).words).toBe(
      client.LoginLogoWord,
    );
  });
});
