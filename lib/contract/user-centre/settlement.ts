import * as z from 'zod/mini';
import { id, money, optionalTime, text } from '../fields';
import { defineCall, pageRequestShape, pageSchema } from '../call';

export const settlementItemSchema = z.object({
  Id: id,
  ProjectName: text,
  DealPrice: money,
  ServiceFee: money,
  State: z.enum(['Pending', 'Settled']),
  SettleTime: optionalTime,
});
export type SettlementItem = z.infer<typeof settlementItemSchema>;

/** POST /baseapi/api/SettlementApi/QuerySettlements: with the totals over every page. */
export const querySettlements = defineCall(
  '/api/SettlementApi/QuerySettlements',
  z.object({ ...pageRequestShape }),
  z.extend(pageSchema(settlementItemSchema), { TotalDeal: money, TotalFee: money }),
  { auth: 'required' },
);
