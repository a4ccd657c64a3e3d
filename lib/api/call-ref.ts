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

// The table loads with the first call a page names, not with the page: Turbopack writes a loader
// stub for each module's chunk into the chunk that imports it, and here the table and its stubs
// made every page's HTML-named scripts 1.6 KiB larger.
const loadLoaders = sharedLoad(() => import('./call-loaders'));

/**
 * Page code names its calls at module level, so in the browser a reference is made while the page
 * is evaluated: its declaration starts loading then, beside the page's early answer, rather than
 * when the first read asks for it after hydration.
 */
function startedRef<C extends Call>(name: string, load: () => Promise<C>): CallRef<C> {
  if (typeof window !== 'undefined') void load().catch(() => undefined);
  return { name, load };
}

/** A contract module that exports the declaration of call `N` under its name. */
type ModuleOf<N extends keyof PublicCalls> = { readonly [K in N]: PublicCalls[N] };

/**
 * A call of SPEC §7 or of the portal (every page but the user centre's own data). Its declaration
 * loads through the table, whose chunk must arrive before the module's load can even start. The
 * read a page's largest paint is drawn from (a list's cards, a detail's title, the home's banner)
 * names its contract module as well: that module then loads beside the table, with the page, and
 * its answer is checked one round trip sooner.
 */
export function publicCall<N extends keyof PublicCalls>(
  name: N,
  module?: () => Promise<ModuleOf<N>>,
): CallRef<PublicCalls[N]> {
  return startedRef(
    name,
    module
      ? () => module().then((loaded) => loaded[name])
      : () => loadLoaders().then((loaders) => loaders.loadPublicCall(name)),
  );
}

/**
 * A call of the portal whose declaration loads when a read first asks for it, not with the page:
 * for reads a page may never make, or makes only once the visitor comes to them (a home block
 * further down, or of a kind this tenant's home does not show), whose chunks would otherwise share
 * the line with the content's at start.
 */
export function publicCallOnUse<N extends keyof PublicCalls>(name: N): CallRef<PublicCalls[N]> {
  return { name, load: () => loadLoaders().then((loaders) => loaders.loadPublicCall(name)) };
}

/** A call of the user centre. */
export function userCentreCall<N extends keyof UserCentreCalls>(name: N): CallRef<UserCentreCalls[N]> {
  return startedRef(name, () =>
    loadLoaders()
      .then((loaders) => loaders.loadUserCentreLoaders())
      .then((loaders) => loaders.loadUserCentreCall(name)),
  );
}

/** A declaration already at hand (build-time code, tests) named like the others. */
export function refOf<C extends Call>(call: C): CallRef<C> {
  return { name: call.path, load: () => Promise.resolve(call) };
}

// Every call is checked against the envelope: it starts loading with the page, beside its first
// (early) answer.
if (typeof window !== 'undefined') void loadEnvelope().catch(() => undefined);
