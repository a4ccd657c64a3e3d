import type { AnncStep } from '@/lib/contract/announcement-detail';

/** The step a buyer's own application completes (SPEC §4 step bar: 发布公告, 意向报名, ...). */
export const APPLY_STEP_NAME = '意向报名';

/**
 * The step bar as this buyer sees it: once they have applied, 意向报名 (or the second step when the
 * centre names it otherwise) is lit with their application time; other steps stay as published.
 */
export function stepsForApplicant(steps: AnncStep[], applyTime: string | null): AnncStep[] {
  const named = steps.findIndex((step) => step.Name === APPLY_STEP_NAME);
  const index = named >= 0 ? named : steps.length > 1 ? 1 : -1;
  if (index < 0) return steps;
  return steps.map((step, position) =>
    position === index ? { ...step, Status: 'done', Time: applyTime ?? step.Time } : step,
  );
}
