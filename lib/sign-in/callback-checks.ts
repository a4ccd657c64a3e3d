/** The outcome of the callback checks of SPEC §5. */
export type CallbackCheck =
  | { kind: 'ok'; code: string; sessionState: string | null }
  | { kind: 'accessDenied' }
  | { kind: 'providerError'; error: string }
  | { kind: 'missing'; index: number }
  | { kind: 'stateMismatch' };

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value === '' || value === 'undefined' || value === 'null';
}

/**
 * SPEC §5: a provider error first (access_denied goes home, any other is raised); then the token
 * endpoint, code verifier, stored state, code and returned state must all be present, in that
 * order (the index of the first missing one is reported); then the states must match.
 */
export function checkCallback(input: {
  tokenEndpoint: string | null;
  codeVerifier: string | null;
  storedState: string | null;
  query: URLSearchParams;
}): CallbackCheck {
  const error = input.query.get('error');
  if (!isBlank(error)) {
    if (error === 'access_denied') return { kind: 'accessDenied' };
    // error_description is the caller's text: anyone can put words on the page through it.
    return { kind: 'providerError', error: error! };
  }
  const code = input.query.get('code');
  const returnedState = input.query.get('state');
  const required = [input.tokenEndpoint, input.codeVerifier, input.storedState, code, returnedState];
  const missing = required.findIndex(isBlank);
  if (missing !== -1) return { kind: 'missing', index: missing };
  if (returnedState !== input.storedState) return { kind: 'stateMismatch' };
  return { kind: 'ok', code: code!, sessionState: input.query.get('session_state') };
}
