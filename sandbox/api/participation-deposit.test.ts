import { describe, expect, it } from 'vitest';
import { portalCalls } from '@/lib/contract/portal-calls';
import { userCentreCalls } from '@/lib/contract/user-centre';
import { callData } from '../testing/call-data';
import { signedInSandbox } from '../testing/signed-in-sandbox';

const signedIn = signedInSandbox('buyer', { timeout: 30_000 });
const lease = 'LeaseClientApp';

describe('我的参与 after an application', () => {
  it('holds the deposit the lot asks, as 报名成功 said it, and none where the lot names none', async () => {
    const as = { platformId: lease };
    const open = await callData(
      signedIn.origin,
      portalCalls.queryAnncList,
      { PlatformId: lease, Kind: 'project', State: 'Published', PageSize: 100 },
      as,
    );
    const details = await Promise.all(
      open.Items.filter((item) => item.CanApply).map((item) =>
        callData(signedIn.origin, portalCalls.getAnncDetail, { PlatformId: lease, AnncId: item.AnncId }, as),
      ),
    );
    const withDeposit = details.find((detail) => detail.Deposit !== null && detail.Deposit > 0)!;
    const withoutDeposit = details.find((detail) => detail.Deposit === null)!;
    expect(withDeposit).toBeDefined();
    expect(withoutDeposit).toBeDefined();

    const signed = { token: signedIn.token, platformId: lease };
    for (const detail of [withDeposit, withoutDeposit]) {
      await callData(
        signedIn.origin,
        portalCalls.applyBid,
        { PlatformId: lease, AnncId: detail.AnncId },
        signed,
      );
    }
    const mine = await callData(
      signedIn.origin,
      userCentreCalls.queryMyParticipation,
      { PageSize: 100 },
      signed,
    );
    const depositOf = (anncId: string) => mine.Items.find((item) => item.AnncId === anncId)?.Deposit;
    expect(depositOf(withDeposit.AnncId)).toBe(withDeposit.Deposit);
    expect(depositOf(withoutDeposit.AnncId)).toBeNull();

    const row = mine.Items.find((item) => item.AnncId === withDeposit.AnncId)!;
    const detail = await callData(
      signedIn.origin,
      userCentreCalls.getMyParticipationDetail,
      { Id: row.Id },
      signed,
    );
    expect(detail.Deposit).toBe(withDeposit.Deposit);
  });
});
