import { describe, expect, it } from 'vitest';
import { portalCalls } from '@/lib/contract/portal-calls';
import type { AnncDetail } from '@/lib/contract/announcement-detail';
import { platformIds } from '@/sites/schema';
import { formatTime } from '../centre-time';
import { places } from '../db/seed/portal-words';
import { callData } from '../testing/call-data';
import { signedInSandbox } from '../testing/signed-in-sandbox';

const sandbox = signedInSandbox('buyer', { timeout: 30_000 });

/** The most a lot of a public-resource centre is listed at here: one hundred million yuan (1 亿元). */
const PRICE_CEILING = 100_000_000;

/** Every project and result of every platform's province list, as their details answer them. */
async function everyDetail(): Promise<AnncDetail[]> {
  const details: AnncDetail[] = [];
  for (const PlatformId of platformIds) {
    for (const Kind of ['project', 'result'] as const) {
      for (let PageIndex = 1; ; PageIndex += 1) {
        const page = await callData(
          sandbox.origin,
          portalCalls.queryAnncList,
          { PlatformId, Kind, PageIndex, PageSize: 100 },
          { platformId: PlatformId },
        );
        for (const item of page.Items) {
          details.push(
            await callData(
              sandbox.origin,
              portalCalls.getAnncDetail,
              { PlatformId, AnncId: item.AnncId },
              { platformId: PlatformId },
            ),
          );
        }
        if (PageIndex * 100 >= page.Total) break;
      }
    }
  }
  return details;
}

describe('the seeded lots read as a centre would publish them', () => {
  it('date no applicant after now, list no lot above 1 亿元, and name a publisher of the lot’s own city', async () => {
    const details = await everyDetail();
    expect(details.length).toBeGreaterThan(500);
    const now = formatTime(new Date());
    const wrong: string[] = [];
    for (const detail of details) {
      for (const applicant of detail.Applicants) {
        if (applicant.Time === null || applicant.Time > now)
          wrong.push(`${detail.AnncId}: applicant at ${applicant.Time}`);
      }
      for (const amount of [detail.Price, detail.DealPrice, detail.Deposit]) {
        if (amount !== null && amount !== undefined && amount > PRICE_CEILING)
          wrong.push(`${detail.AnncId}: ${amount} 元`);
      }
      const city = places.find((place) => detail.Title.startsWith(place.slice(0, 2)));
      if (city && !detail.OrgName.startsWith(city.slice(0, 2)))
        wrong.push(`${detail.AnncId}: ${detail.Title} published by ${detail.OrgName}`);
    }
    expect(wrong.slice(0, 20), `${wrong.length} wrong`).toEqual([]);
  }, 120_000);
});
