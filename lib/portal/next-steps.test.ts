import { describe, expect, it } from 'vitest';
import { nextStepsOf } from './next-steps';

const project = {
  Kind: 'project' as const,
  Deposit: 30_000,
  DepositEndTime: '2026-12-01 17:00:00',
  BidStartTime: '2026-12-02 09:00:00',
};

describe('what follows an application', () => {
  it('is the deposit by its deadline, then the bidding’s start', () => {
    expect(nextStepsOf(project)).toEqual({
      deposit: { amount: 30_000, by: '2026-12-01 17:00:00' },
      bidStart: '2026-12-02 09:00:00',
    });
  });

  it('still asks a project’s deposit when the answer gives no amount or deadline', () => {
    expect(nextStepsOf({ ...project, Deposit: null, DepositEndTime: null, BidStartTime: null })).toEqual({
      deposit: { amount: null, by: null },
      bidStart: null,
    });
  });

  it('asks no deposit of a notice that names none', () => {
    expect(
      nextStepsOf({ ...project, Kind: 'notice', Deposit: null, DepositEndTime: null }).deposit,
    ).toBeNull();
  });
});
