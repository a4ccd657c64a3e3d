import { describe, expect, it } from 'vitest';
import type { Identity } from '@/lib/contract/identity';
import { chooseIdentity, identityAfterRefresh, identityIdFromRedirect } from './identity-choice';

const identity = (
  IdentityId: string,
  value: Identity['Identity'],
  IdentityName = String(value),
): Identity => ({
  IdentityId,
  Identity: value,
  IdentityName,
  AuthBusinessIdentities: [],
  IsAuthed: true,
});
const buyer = identity('11', 'Buyer', '受让方');
const seller = identity('22', 'Saler', '转让方');
const third = identity('33', '3Th', '拍卖机构');
const base = { storedIdentityType: null, redirectIdentityId: null, buyerFlag: false, clientApp: true };

describe('identity choice (SPEC §4)', () => {
  it('proceeds without an identity when none is granted', () => {
    expect(chooseIdentity({ ...base, identities: [] })).toEqual({ kind: 'none' });
  });

  it('uses the only identity automatically', () => {
    expect(chooseIdentity({ ...base, identities: [seller] })).toEqual({ kind: 'use', identity: seller });
  });

  it('asks when there are several and nothing names one', () => {
    expect(chooseIdentity({ ...base, identities: [buyer, seller, third] })).toEqual({
      kind: 'ask',
      identities: [buyer, seller, third],
    });
  });

  it('uses the identity named by the stored identitytype', () => {
    expect(chooseIdentity({ ...base, identities: [buyer, seller], storedIdentityType: 'Saler' })).toEqual({
      kind: 'use',
      identity: seller,
    });
  });

  it("uses the redirect's IdentityId when it matches, and asks when it does not", () => {
    expect(chooseIdentity({ ...base, identities: [buyer, seller], redirectIdentityId: '22' })).toMatchObject({
      kind: 'use',
      identity: seller,
    });
    expect(chooseIdentity({ ...base, identities: [buyer, seller], redirectIdentityId: '99' }).kind).toBe(
      'ask',
    );
  });

  it('auto-picks the buyer identity (numeric 1 included) when the buyer flag is set', () => {
    expect(chooseIdentity({ ...base, identities: [seller, buyer], buyerFlag: true })).toMatchObject({
      identity: buyer,
    });
    const numericBuyer = identity('44', 1, '竞买人');
    expect(chooseIdentity({ ...base, identities: [seller, numericBuyer], buyerFlag: true })).toMatchObject({
      identity: numericBuyer,
    });
  });

  it('chooses nothing outside the client-type app', () => {
    expect(chooseIdentity({ ...base, identities: [buyer, seller], clientApp: false })).toEqual({
      kind: 'none',
    });
  });

  it('after a refresh keeps the current identity when still granted, else the first', () => {
    expect(identityAfterRefresh([], seller)).toBeNull();
    expect(identityAfterRefresh([third], seller)).toBe(third);
    expect(identityAfterRefresh([buyer, seller], seller)).toBe(seller);
    expect(identityAfterRefresh([buyer, third], seller)).toBe(buyer);
  });

  it('reads IdentityId from a stored redirect', () => {
    expect(identityIdFromRedirect('/client/buyerweb/?IdentityId=22', 'https://p.example')).toBe('22');
    expect(identityIdFromRedirect(null, 'https://p.example')).toBeNull();
  });
});
