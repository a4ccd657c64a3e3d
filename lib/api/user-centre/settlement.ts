import { z } from 'zod';
import { moneyField, pageRequestShape, pageSchema, timeField, userCentreCall } from './call';

export const settlementItemSchema = z.object({
  Id: z.string(),
  ProjectName: z.string(),
  DealPrice: moneyField,
  ServiceFee: moneyField,
  State: z.enum(['Pending', 'Settled']),
  SettleTime: timeField.nullable(),
});
export type SettlementItem = z.infer<typeof settlementItemSchema>;

/** POST /baseapi/api/SettlementApi/QuerySettlements: with the totals over every page. */
export const querySettlements = userCentreCall(
  '/api/SettlementApi/QuerySettlements',
  z.object({ ...pageRequestShape }),
  pageSchema(settlementItemSchema).extend({ TotalDeal: moneyField, TotalFee: moneyField }),
);
