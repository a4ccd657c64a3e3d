import { writeSession } from '@/lib/session/store';
import { withoutAuth } from '@/lib/auth/cleanup';
import type { FailureSignOut } from '@/lib/auth/failure-sign-out';
import { withoutAttempt } from '@/lib/auth/sign-in-attempts';
import type { Identity } from '@/lib/contract/identity';

/** Keys under `signIn.errors` in messages/zh-CN.json. */
export type SignInErrorKey =
  | 'missingParam'
  | 'stateMismatch'
  | 'providerError'
  | 'exchangeFailed'
  | 'idTokenRefused'
  | 'providerUnreadable'
  | 'incompleteInfo'
  | 'handOverMismatch';

export type SignInStep =
  | { kind: 'home' }
  /** SPEC §8 "cleanup logout, no message": the plain logout of SPEC §4 (`logoutWithReferTime`). */
  | { kind: 'logout' }
  | {
      kind: 'failed';
      key: SignInErrorKey;
      values?: Record<string, string | number>;
      /** Set when the provider may hold a session for the account that failed: it must end. */
      signOut?: FailureSignOut;
    }
  | { kind: 'choose'; identities: Identity[] }
  | { kind: 'jump'; url: string };

/**
 * The clean-up of a failed sign-in (SPEC §5, §8): the sign-in, account and identity go, and so
 * does this attempt's verifier; other attempts under way in other tabs are left alone.
 */
export function cleanUp(attemptState: string | null): void {
  writeSession((session) =>
    withoutAttempt(
      { ...withoutAuth(session), oauth2_attempts: session.oauth2_attempts },
      attemptState,
      Date.now(),
    ),
  );
}

export function fail(
  key: SignInErrorKey,
  values?: Record<string, string | number>,
  attemptState: string | null = null,
): Extract<SignInStep, { kind: 'failed' }> {
  cleanUp(attemptState);
  return { kind: 'failed', key, values };
}
