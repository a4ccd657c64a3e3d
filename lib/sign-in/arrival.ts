import * as z from 'zod/mini';
import type { Identity } from '@/lib/contract/identity';
import { identitySide } from '@/lib/session/identity-side';
import { ARRIVAL_PARAMS } from '@/lib/contract/arrival-params';

/** What a link from another platform brought along (SPEC §3, §4), each value checked. */
export type Arrival = {
  buyer: boolean;
  idToken: string | null;
  identityType: string | null;
  /** The address arrived at without the arrival parameters: path, query and hash on this origin. */
  address: string;
};

// A compact JWS: three base64url parts. Anything else is no id_token and is dropped unseen.
const idTokenSchema = z.string().check(z.maxLength(8192), z.regex(/^[\w-]+\.[\w-]+\.[\w-]+$/));
// An identity value (Saler, 3Th, ...) or an IdentityId: short, no markup, no separators.
const identityTypeSchema = z.string().check(z.regex(/^[\w-]{1,64}$/));

function valid<T>(schema: z.ZodMiniType<T>, value: string | null): T | null {
  if (value === null) return null;
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Reads the arrival parameters of an address, with the id_token the boot script took out of it
 * (`handedToken`); null when there are none. Bad values are ignored.
 */
export function readArrival(href: string, handedToken: string | null = null): Arrival | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  const query = url.searchParams;
  if (!ARRIVAL_PARAMS.some((name) => query.has(name)) && handedToken === null) return null;
  const arrival = {
    buyer: query.get('buyer') === '1',
    idToken: valid(idTokenSchema, query.get('id_token') ?? handedToken),
    identityType: valid(identityTypeSchema, query.get('identitytype')),
  };
  for (const name of ARRIVAL_PARAMS) query.delete(name);
  return { ...arrival, address: `${url.pathname}${url.search}${url.hash}` };
}

export type ArrivalPlan =
  /** Nothing to do here; `landingMenu` lights that main-menu item on the page arrived at. */
  | { kind: 'stay'; landingMenu: number | null }
  /** Sign in here, handing `tokenState` to the provider as authorize's `token`. */
  | { kind: 'signIn'; tokenState: string | null; redirect: string | null }
  /** Signed in already, but as another identity than the link asks for: the identity rule again. */
  | { kind: 'changeIdentity'; redirect: string | null };

export type SignedInState = {
  identity: Identity | null;
  identities: Identity[];
  memberType: number | null | undefined;
};

function named(identity: Identity, wanted: string): boolean {
  return String(identity.IdentityId) === wanted || String(identity.Identity ?? '') === wanted;
}

/**
 * What an arrival does (SPEC §4). A handed-over id_token always signs in here: the platform that
 * sent it signs itself out, so the sign-in it carries is the one that counts, and it comes back to
 * the page the link opened (the province jump opens the province's home). `buyer=1` makes a
 * visitor sign in (the buyer identity is then picked and the jump goes to BUYER_URL); a visitor
 * signed in here as a buyer stays, lit on menu 2 as after that jump. `identitytype` makes a
 * visitor sign in as that identity, or a signed-in user switch to it when they hold it.
 */
export function planArrival(arrival: Arrival, signedIn: SignedInState | null, rootPath: string): ArrivalPlan {
  if (arrival.idToken) return { kind: 'signIn', tokenState: arrival.idToken, redirect: arrival.address };
  const back = arrival.address.split(/[?#]/)[0] === rootPath ? null : arrival.address;
  if (!signedIn) {
    if (arrival.buyer) return { kind: 'signIn', tokenState: null, redirect: null };
    if (arrival.identityType) return { kind: 'signIn', tokenState: null, redirect: back };
    return { kind: 'stay', landingMenu: null };
  }
  const holds = (wanted: (identity: Identity) => boolean) => signedIn.identities.some(wanted);
  if (arrival.buyer) {
    const isBuyer = (identity: Identity) => identitySide(identity) === 'buyer';
    if (signedIn.identity && isBuyer(signedIn.identity)) {
      const member = signedIn.memberType !== null && signedIn.memberType !== undefined;
      return { kind: 'stay', landingMenu: member ? 2 : null };
    }
    if (holds(isBuyer)) return { kind: 'changeIdentity', redirect: null };
  }
  const wanted = arrival.identityType;
  if (wanted && !(signedIn.identity && named(signedIn.identity, wanted))) {
    if (holds((identity) => named(identity, wanted))) return { kind: 'changeIdentity', redirect: back };
  }
  return { kind: 'stay', landingMenu: null };
}
