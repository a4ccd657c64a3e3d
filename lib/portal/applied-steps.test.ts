import { describe, expect, it } from 'vitest';
import type { AnncStep } from '@/lib/contract/announcement-detail';
import { stepsForApplicant } from './applied-steps';

const step = (Name: string, Status: AnncStep['Status']): AnncStep => ({
  Name,
  Status,
  Time: null,
  Stamp: null,
});

describe('the step bar after applying', () => {
  it('lights 意向报名 with the application time and leaves the other steps as published', () => {
    const steps = [
      step('发布公告', 'done'),
      step('意向报名', 'current'),
      step('资格审核', 'pending'),
      step('网络竞价', 'pending'),
    ];
    const lit = stepsForApplicant(steps, '2026-03-01 10:00:00');
    expect(lit[1]).toMatchObject({ Name: '意向报名', Status: 'done', Time: '2026-03-01 10:00:00' });
    expect(lit.map((item) => item.Status)).toEqual(['done', 'done', 'pending', 'pending']);
  });

  it('lights the second step when the centre names it otherwise, and leaves a one-step bar alone', () => {
    expect(stepsForApplicant([step('公告', 'done'), step('报名', 'pending')], null)[1]!.Status).toBe('done');
    const single = [step('公告', 'done')];
    expect(stepsForApplicant(single, null)).toEqual(single);
  });
});
