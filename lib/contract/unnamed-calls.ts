import { portalCalls } from './portal-calls';
import { userCentreCalls } from './user-centre';

/**
 * Every data call SPEC §7 leaves unnamed (announcements, applications, articles, favourites, the
 * user centre: "not shown" there), in one table: docs/api.md lists the same, and
 * `backend-paths.ts` maps any of them to the real backend. The spec's named calls are
 * `spec-calls.ts`.
 */
export const unnamedCalls = { ...portalCalls, ...userCentreCalls } as const;
export type UnnamedCallName = keyof typeof unnamedCalls;
