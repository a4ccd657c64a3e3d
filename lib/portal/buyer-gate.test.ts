import { describe, expect, it } from 'vitest';
import { identitySchema } from '@/lib/contract/identity';
import { buyerGate, loginHref } from './buyer-gate';

const buyer = identitySchema.parse({ IdentityId: 'b', IdentityName: '受让方', Identity: 'Buyer' });
const user = { UserId: 'u1', AuthedIdentities: [] };

describe('buyer actions (SPEC §5)', () => {
  it('sends a visitor, or a user without UserId, to login', () => {
    expect(buyerGate(null, null)).toBe('login');
    expect(buyerGate({ AuthedIdentities: [] }, buyer)).toBe('login');
  });

  it('asks for an authenticated identity when none is chosen or it is not authenticated', () => {
    expect(buyerGate(user, null)).toBe('needIdentity');
    expect(buyerGate(user, { ...buyer, IsAuthed: false })).toBe('needIdentity');
    expect(buyerGate({ ...user, CurrentMemberInfo: { MemberId: 'm', IsAuthed: false } }, buyer)).toBe(
      'needIdentity',
    );
  });

  it('hides the action from seller identities and allows an authenticated buyer', () => {
    expect(buyerGate(user, { ...buyer, Identity: 'Saler' })).toBe('hidden');
    expect(buyerGate(user, buyer)).toBe('allowed');
  });

  it('carries the current address, encoded, to login', () => {
    const href = loginHref('client', 'http://h/client/buyerweb/noticeDetail/?id=a&b=1');
    expect(href).toBe(
      '/client/login/?redirect=http%3A%2F%2Fh%2Fclient%2Fbuyerweb%2FnoticeDetail%2F%3Fid%3Da%26b%3D1',
    );
  });

  it('comes back to the address without a hand-over still in it', () => {
    const href = loginHref(
      'client',
      'http://h/client/buyerweb/noticeDetail/?id=a&id_token=x.y.z&code=c&state=s',
    );
    expect(new URLSearchParams(href.split('?')[1]).get('redirect')).toBe(
      'http://h/client/buyerweb/noticeDetail/?id=a',
    );
  });
});
