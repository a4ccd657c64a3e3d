import { describe, expect, it } from 'vitest';
import type { AnncStep } from '@/lib/contract/announcement-detail';
import { progressSteps, stepsForApplicant } from './applied-steps';

const step = (Name: string, Status: AnncStep['Status']): AnncStep => ({
  Name,
  Status,
  Time: null,
  Stamp: null,
});

describe('the step bar after applying', () => {
  it('lights 意向报名 with the application time and makes the step after it the current one', () => {
    const steps = [
      step('发布公告', 'done'),
      step('意向报名', 'current'),
      step('资格审核', 'pending'),
      step('网络竞价', 'pending'),
    ];
    const lit = stepsForApplicant(steps, '2026-03-01 10:00:00');
    expect(lit[1]).toMatchObject({ Name: '意向报名', Status: 'done', Time: '2026-03-01 10:00:00' });
    expect(lit.map((item) => item.Status)).toEqual(['done', 'done', 'current', 'pending']);
  });

  it('lights the second step when the centre names it otherwise, and leaves a one-step bar alone', () => {
    expect(stepsForApplicant([step('公告', 'done'), step('报名', 'pending')], null)[1]!.Status).toBe('done');
    const single = [step('公告', 'done')];
    expect(stepsForApplicant(single, null)).toEqual(single);
  });
});

describe('the step bar as things stand now', () => {
  const centre = () => [
    step('发布公告', 'done'),
    step('意向报名', 'current'),
    step('资格审核', 'pending'),
    step('网络竞价', 'pending'),
    step('结果公示', 'pending'),
  ];
  const statuses = (steps: AnncStep[]) => steps.map((item) => item.Status);

  it('lights 网络竞价 once the clock starts the bidding, everything before it done', () => {
    const steps = progressSteps(centre(), { state: 'Bidding', moved: true }, null);
    expect(statuses(steps)).toEqual(['done', 'done', 'done', 'current', 'pending']);
  });

  it('marks 网络竞价 done and 结果公示 next once the clock ends it', () => {
    const steps = progressSteps(centre(), { state: 'BidEnded', moved: true }, null);
    expect(statuses(steps)).toEqual(['done', 'done', 'done', 'done', 'current']);
  });

  it('after applying, leaves no earlier step current and moves on to the next', () => {
    const published = [
      step('发布公告', 'current'),
      ...centre()
        .slice(1)
        .map((s) => ({ ...s, Status: 'pending' as const })),
    ];
    const steps = progressSteps(
      published,
      { state: 'Published', moved: false },
      { applyTime: '2026-03-01 10:00:00' },
    );
    expect(statuses(steps)).toEqual(['done', 'done', 'current', 'pending', 'pending']);
    expect(steps[1]!.Time).toBe('2026-03-01 10:00:00');
  });

  it('keeps the centre’s bar while nothing has moved and nobody applied', () => {
    const steps = centre();
    expect(progressSteps(steps, { state: 'Published', moved: false }, null)).toBe(steps);
  });

  it('keeps a step the centre already lit current ahead of what moved', () => {
    const ahead = centre().map(
      (item, index) =>
        ({ ...item, Status: index < 3 ? 'done' : index === 3 ? 'current' : 'pending' }) as AnncStep,
    );
    const steps = progressSteps(ahead, { state: 'Published', moved: false }, { applyTime: null });
    expect(statuses(steps)).toEqual(['done', 'done', 'done', 'current', 'pending']);
  });
});
