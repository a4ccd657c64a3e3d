import { describe, expect, it } from 'vitest';
import { emptySession } from '@/lib/session/empty-session';
import { ATTEMPT_LIFETIME_MS, attemptFor, withAttempt, withoutAttempt } from './sign-in-attempts';

const now = 1_000_000;

describe('sign-in attempts keyed by state', () => {
  it('keeps two attempts side by side, each with its own verifier', () => {
    const one = withAttempt(emptySession, 'state-a', { verifier: 'va', nonce: 'na' }, now);
    const both = withAttempt(one, 'state-b', { verifier: 'vb', nonce: 'nb' }, now + 1);
    expect(attemptFor(both.oauth2_attempts, 'state-a', now + 2)?.attempt.verifier).toBe('va');
    expect(attemptFor(both.oauth2_attempts, 'state-b', now + 2)?.attempt.verifier).toBe('vb');
  });

  it('forgets an attempt after a few minutes', () => {
    const session = withAttempt(emptySession, 'state-a', { verifier: 'va', nonce: 'na' }, now);
    expect(attemptFor(session.oauth2_attempts, 'state-a', now + ATTEMPT_LIFETIME_MS + 1)).toBeNull();
    const later = withAttempt(session, 'state-b', { verifier: 'vb', nonce: 'nb' }, now + ATTEMPT_LIFETIME_MS);
    expect(Object.keys(later.oauth2_attempts)).toEqual(['state-b']);
  });

  it('answers the latest live attempt for a foreign state, so the states do not match', () => {
    const one = withAttempt(emptySession, 'state-a', { verifier: 'va', nonce: 'na' }, now);
    const both = withAttempt(one, 'state-b', { verifier: 'vb', nonce: 'nb' }, now + 5);
    expect(attemptFor(both.oauth2_attempts, 'tampered', now + 6)?.state).toBe('state-b');
  });

  it('removes only the attempt that was used', () => {
    const one = withAttempt(emptySession, 'state-a', { verifier: 'va', nonce: 'na' }, now);
    const both = withAttempt(one, 'state-b', { verifier: 'vb', nonce: 'nb' }, now);
    expect(Object.keys(withoutAttempt(both, 'state-a', now).oauth2_attempts)).toEqual(['state-b']);
  });
});
