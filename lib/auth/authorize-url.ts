/** The authorize address with every parameter of SPEC §7. */
export function authorizeUrl(input: {
  authorizeEndpoint: string;
  clientId: string;
  codeChallenge: string;
  redirectUri: string;
  state: string;
  /** Bound into the id_token by the provider; the callback checks it came back. */
  nonce: string;
  /** The resource (API address) the access token is for. */
  resource: string;
  ext: string;
  identityType?: string | null;
  /** The `/login/{tokenState}` value, passed on as `token` when present. */
  tokenState?: string | null;
  /** `login`: the SSO shows its form even to a browser it has a session for (OpenID Connect). */
  prompt?: 'login' | null;
}): string {
  const url = new URL(input.authorizeEndpoint);
  const params = url.searchParams;
  params.set('response_type', 'code');
  params.set('client_id', input.clientId);
  params.set('code_challenge', input.codeChallenge);
  params.set('code_challenge_method', 'S256');
  if (input.tokenState) params.set('token', input.tokenState);
  params.set('scope', 'openid offline_access');
  params.set('redirect_uri', input.redirectUri);
  params.set('state', input.state);
  params.set('nonce', input.nonce);
  params.set('resource', input.resource);
  params.set('ext', input.ext);
  if (input.identityType) params.set('identitytype', input.identityType);
  if (input.prompt) params.set('prompt', input.prompt);
  return url.toString();
}
