import type { Call, CallData, CallRequest } from '@/lib/contract/call';
import type { publicCalls } from '@/lib/contract/public-calls';
import type { userCentreCalls } from '@/lib/contract/user-centre';
import { sharedLoad } from '@/lib/load/shared-load';

/**
 * A call as the browser's code names it: its name (the cache key of its reads) and how to load its
 * declaration. Declarations carry their zod schemas, so they load beside the page's first answer
 * instead of before the page hydrates; an answer still reaches the screen only through its check.
 */
export type CallRef<C extends Call = Call> = {
  readonly name: string;
  readonly load: () => Promise<C>;
};

export type RefRequest<R extends CallRef> = R extends CallRef<infer C> ? CallRequest<C> : never;
export type RefData<R extends CallRef> = R extends CallRef<infer C> ? CallData<C> : never;

type PublicCalls = typeof publicCalls;
type EnvelopeSchema = typeof import('@/lib/contract/envelope').anyEnvelopeSchema;
type UserCentreCalls = typeof userCentreCalls;

/** The schema of every answer's envelope (SPEC §7), loaded like the declarations. */
export const loadEnvelope: () => Promise<EnvelopeSchema> = sharedLoad(() =>
  import('@/lib/contract/envelope').then((module) => module.anyEnvelopeSchema),
);

const loadPublicCalls = sharedLoad(() =>
  import('@/lib/contract/public-calls').then((module) => module.publicCalls),
);

const loadUserCentreCalls = sharedLoad(() =>
  import('@/lib/contract/user-centre').then((module) => module.userCentreCalls),
);

/** A call of SPEC §7 or of the portal (every page but the user centre's own data). */
export function publicCall<N extends keyof PublicCalls>(name: N): CallRef<PublicCalls[N]> {
  return { name, load: () => loadPublicCalls().then((calls) => calls[name]) };
}

/** A call of the user centre. */
export function userCentreCall<N extends keyof UserCentreCalls>(name: N): CallRef<UserCentreCalls[N]> {
  return { name, load: () => loadUserCentreCalls().then((calls) => calls[name]) };
}

/** A declaration already at hand (build-time code, tests) named like the others. */
export function refOf<C extends Call>(call: C): CallRef<C> {
  return { name: call.path, load: () => Promise.resolve(call) };
}

// Every page reads at least one call: the declarations start loading with the page, beside its
// first (early) answer.
if (typeof window !== 'undefined') {
  void loadEnvelope().catch(() => undefined);
  void loadPublicCalls().catch(() => undefined);
}
