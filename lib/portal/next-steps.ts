import type { AnncDetail } from '@/lib/contract/announcement-detail';

/** What follows an application, as the announcement gives it (the 报名成功 dialog tells it). */
export type NextSteps = {
  /** The deposit to pay (null amount: the announcement says) and by when; null where none is asked. */
  deposit: { amount: number | null; by: string | null } | null;
  bidStart: string | null;
};

/** A project asks for a deposit; another kind only when the centre names one. */
export function nextStepsOf(
  annc: Pick<AnncDetail, 'Kind' | 'Deposit' | 'DepositEndTime' | 'BidStartTime'>,
): NextSteps {
  const asks = annc.Kind === 'project' || annc.Deposit !== null || annc.DepositEndTime !== null;
  return {
    deposit: asks ? { amount: annc.Deposit, by: annc.DepositEndTime } : null,
    bidStart: annc.BidStartTime,
  };
}
