import type { AnncStep } from '@/lib/contract/announcement-detail';
import type { AnncState } from '@/lib/contract/announcements';

/** The step a buyer's own application completes (SPEC §4 step bar: 发布公告, 意向报名, ...). */
export const APPLY_STEP_NAME = '意向报名';

/** The step the bidding itself is (网络竞价, 在线竞价, ...). */
const biddingStep = (step: AnncStep) => step.Name.includes('竞价');

/**
 * The step bar as this buyer sees it: once they have applied, 意向报名 (or the second step when the
 * centre names it otherwise) is lit with their application time; other steps stay as published.
 */
export function stepsForApplicant(steps: AnncStep[], applyTime: string | null): AnncStep[] {
  return progressSteps(steps, { state: null, moved: false }, { applyTime });
}

/**
 * The step bar as things stand now, not as the centre last wrote it: a bidding the clock started
 * (or ended) lights the bidding step as current (or done), and a buyer's application lights the
 * apply step with their time. Every step before one that is reached is done, and the first step
 * not done after it is the current one, so one bar never shows a later step done and an earlier
 * one still current. Without news from the clock or an application, the centre's bar as it came.
 */
export function progressSteps(
  steps: AnncStep[],
  live: { state: AnncState | null; moved: boolean },
  applied: { applyTime: string | null } | null,
): AnncStep[] {
  let doneThrough = -1;
  let applyIndex = -1;
  if (applied) {
    const named = steps.findIndex((step) => step.Name === APPLY_STEP_NAME);
    applyIndex = named >= 0 ? named : steps.length > 1 ? 1 : -1;
    doneThrough = applyIndex;
  }
  const bidding = steps.findIndex(biddingStep);
  if (live.moved && bidding >= 0) {
    if (live.state === 'Bidding') doneThrough = Math.max(doneThrough, bidding - 1);
    if (live.state === 'BidEnded') doneThrough = Math.max(doneThrough, bidding);
  }
  if (doneThrough < 0) return steps;
  const lit = steps.map((step, index): AnncStep => {
    if (index === applyIndex) return { ...step, Status: 'done', Time: applied?.applyTime ?? step.Time };
    return index <= doneThrough ? { ...step, Status: 'done' } : step;
  });
  const next = lit.findIndex((step, index) => index > doneThrough && step.Status !== 'done');
  if (next >= 0 && !lit.some((step, index) => index > doneThrough && step.Status === 'current'))
    lit[next] = { ...lit[next]!, Status: 'current' };
  return lit;
}
