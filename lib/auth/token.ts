import * as z from 'zod/mini';
import { tokenResponseSchema, type TokenResponse } from '@/lib/contract/spec-calls';

/** A failed token request: its HTTP status and the OAuth error code when the provider gave one. */
export class TokenError extends Error {
  constructor(
    readonly status: number,
    readonly error: string | null,
  ) {
    super(`token endpoint answered ${status}${error ? ` (${error})` : ''}`);
    this.name = 'TokenError';
  }
}

const oauthErrorSchema = z.object({ error: z.string() });

/** POSTs a form to the token endpoint and checks the answer with zod. */
export async function postTokenForm(
  tokenUrl: string,
  form: Record<string, string>,
  fetchImpl: typeof fetch = fetch,
): Promise<TokenResponse> {
  let response: Response;
  try {
    response = await fetchImpl(tokenUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
      body: new URLSearchParams(form).toString(),
      cache: 'no-store',
      credentials: 'omit',
    });
  } catch {
    throw new TokenError(0, null);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const parsed = oauthErrorSchema.safeParse(body);
    throw new TokenError(response.status, parsed.success ? parsed.data.error : null);
  }
  const parsed = tokenResponseSchema.safeParse(body);
  if (!parsed.success) throw new TokenError(response.status, 'invalid_response');
  return parsed.data;
}

/** Form of the code exchange (SPEC §7), every parameter named there. */
export function codeExchangeForm(input: {
  clientId: string;
  verifier: string;
  redirectUri: string;
  resource: string;
  code: string;
  sessionState?: string | null;
}): Record<string, string> {
  const form: Record<string, string> = {
    grant_type: 'authorization_code',
    code_challenge_method: 'S256',
    scope: 'openid offline_access',
    client_id: input.clientId,
    code_verifier: input.verifier,
    redirect_uri: input.redirectUri,
    resource: input.resource,
    code: input.code,
  };
  if (input.sessionState) form.session_state = input.sessionState;
  return form;
}

/** Form of the refresh (SPEC §7). */
export function refreshForm(input: { clientId: string; refreshToken: string; resource: string }) {
  return {
    grant_type: 'refresh_token',
    client_id: input.clientId,
    refresh_token: input.refreshToken,
    resource: input.resource,
  };
}
