import { describe, expect, it } from 'vitest';
import type { Identity } from '@/lib/contract/identity';
import { planArrival, readArrival, type Arrival } from './arrival';

const origin = 'https://portal.example';
const jws = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl';

const identity = (IdentityId: string, value: Identity['Identity']): Identity => ({
  IdentityId,
  IdentityName: String(value),
  Identity: value,
  AuthBusinessIdentities: [],
  IsAuthed: true,
});
const buyer = identity('1', 'Buyer');
const seller = identity('2', 'Saler');

const arrival = (overrides: Partial<Arrival>): Arrival => ({
  buyer: false,
  idToken: null,
  identityType: null,
  address: '/client/',
  ...overrides,
});

describe('reading an arrival (SPEC §3, §4)', () => {
  it('is null for an address without arrival parameters', () => {
    expect(readArrival(`${origin}/client/buyerweb/list/?page=2`)).toBeNull();
  });

  it('reads buyer=1 and keeps the address without the arrival parameters', () => {
    expect(readArrival(`${origin}/client/buyerweb/list/?page=2&buyer=1#top`)).toEqual({
      buyer: true,
      idToken: null,
      identityType: null,
      address: '/client/buyerweb/list/?page=2#top',
    });
  });

  it('reads a compact JWS as id_token and an identity value as identitytype', () => {
    const read = readArrival(`${origin}/client/?id_token=${jws}&identitytype=Saler`);
    expect(read).toMatchObject({ idToken: jws, identityType: 'Saler', address: '/client/' });
  });

  it('ignores bad values but still takes them out of the address', () => {
    const read = readArrival(
      `${origin}/client/?buyer=yes&id_token=${encodeURIComponent('<script>.a.b')}&identitytype=${encodeURIComponent('"><img>')}&x=1`,
    );
    expect(read).toEqual({ buyer: false, idToken: null, identityType: null, address: '/client/?x=1' });
    expect(readArrival(`${origin}/client/?id_token=a.b`)?.idToken).toBeNull();
    expect(readArrival(`${origin}/client/?id_token=${'a'.repeat(9000)}.b.c`)?.idToken).toBeNull();
  });

  it('never throws on an unreadable address', () => {
    expect(readArrival('not a url')).toBeNull();
  });
});

describe('what an arrival does (SPEC §4)', () => {
  const root = '/client/';
  const signedIn = (current: Identity | null, identities: Identity[], memberType?: number) => ({
    identity: current,
    identities,
    memberType,
  });

  it('signs in with a handed-over id_token, signed in here or not, and comes back to the page arrived at', () => {
    // The province jump lands on the province's home, not on the user centre.
    expect(planArrival(arrival({ idToken: jws }), null, root)).toEqual({
      kind: 'signIn',
      tokenState: jws,
      redirect: '/client/',
    });
    const deep = arrival({ idToken: jws, address: '/client/buyerweb/list/?page=2' });
    expect(planArrival(deep, signedIn(buyer, [buyer]), root)).toEqual({
      kind: 'signIn',
      tokenState: jws,
      redirect: '/client/buyerweb/list/?page=2',
    });
  });

  it('signs a visitor in for buyer=1, leaving the return to BUYER_URL', () => {
    expect(planArrival(arrival({ buyer: true }), null, root)).toEqual({
      kind: 'signIn',
      tokenState: null,
      redirect: null,
    });
  });

  it('keeps a signed-in buyer where they are, lit on menu 2 for a member', () => {
    expect(planArrival(arrival({ buyer: true }), signedIn(buyer, [buyer, seller], 1), root)).toEqual({
      kind: 'stay',
      landingMenu: 2,
    });
    expect(planArrival(arrival({ buyer: true }), signedIn(buyer, [buyer]), root)).toEqual({
      kind: 'stay',
      landingMenu: null,
    });
  });

  it('switches a signed-in seller to their buyer identity, and leaves one without any alone', () => {
    expect(planArrival(arrival({ buyer: true }), signedIn(seller, [buyer, seller]), root).kind).toBe(
      'changeIdentity',
    );
    expect(planArrival(arrival({ buyer: true }), signedIn(seller, [seller]), root).kind).toBe('stay');
  });

  it('signs a visitor in as the named identity, and switches a signed-in user who holds it', () => {
    const asSeller = arrival({ identityType: 'Saler', address: '/client/buyerweb/list/' });
    expect(planArrival(asSeller, null, root)).toEqual({
      kind: 'signIn',
      tokenState: null,
      redirect: '/client/buyerweb/list/',
    });
    expect(planArrival(asSeller, signedIn(buyer, [buyer, seller]), root)).toEqual({
      kind: 'changeIdentity',
      redirect: '/client/buyerweb/list/',
    });
    expect(planArrival(asSeller, signedIn(seller, [buyer, seller]), root).kind).toBe('stay');
    expect(planArrival(asSeller, signedIn(buyer, [buyer]), root).kind).toBe('stay');
    expect(planArrival(arrival({ identityType: '2' }), signedIn(buyer, [buyer, seller]), root).kind).toBe(
      'changeIdentity',
    );
  });

  it('does nothing for parameters that were all refused', () => {
    expect(planArrival(arrival({}), null, root)).toEqual({ kind: 'stay', landingMenu: null });
  });
});
