import type { Page } from '@playwright/test';
import { anyEnvelopeSchema } from '../lib/api/envelope';
import { getUserBasicInfoPath, userBasicInfoSchema } from '../lib/api/user';
import { SESSION_KEY } from '../lib/session/store';
import { callApi, signIn } from '../sandbox/testing/sign-in';

/**
 * Signs a demo account in through the sandbox SSO (the real code + PKCE flow, run from Node) and
 * stores the session the portal keeps after sign-in, so portal tests can start signed in.
 */
export async function storeSignedInSession(page: Page, origin: string, account: string, vd: string) {
  const { tokens } = await signIn(origin, account, { vd });
  const answer = await callApi(origin, `/baseapi${getUserBasicInfoPath}`, { token: tokens.access_token });
  const info = userBasicInfoSchema.parse(anyEnvelopeSchema.parse(await answer.json()).Data);
  const user = info.ObsoleteUser!;
  const session = {
    auth: {
      isLoggedIn: true,
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token ?? '',
      id_token: tokens.id_token,
      expires_in: tokens.expires_in,
    },
    user: {
      UserId: user.UserId,
      UserName: user.UserName ?? undefined,
      MemberId: info.MemberId ?? undefined,
      IsSaler: user.IsSaler,
      IsShowMark: user.IsShowMark,
      MarkIds: user.MarkIds,
      AuthedIdentities: info.AuthedIdentities,
      CurrentMemberInfo: info.MemberId ? { MemberId: info.MemberId, IsAuthed: true } : undefined,
    },
    identity: info.AuthedIdentities[0] ?? null,
  };
  await page.goto(`/${vd}/notfound/`);
  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [SESSION_KEY, JSON.stringify(session)],
  );
}
