import * as z from 'zod/mini';
import { id, text } from '../fields';
import { moneyField, optionalTimeField, pageRequestShape, pageSchema, userCentreCall } from './call';

export const settlementItemSchema = z.object({
  Id: id,
  ProjectName: text,
  DealPrice: moneyField,
  ServiceFee: moneyField,
  State: z.enum(['Pending', 'Settled']),
  SettleTime: optionalTimeField,
});
export type SettlementItem = z.infer<typeof settlementItemSchema>;

/** POST /baseapi/api/SettlementApi/QuerySettlements: with the totals over every page. */
export const querySettlements = userCentreCall(
  '/api/SettlementApi/QuerySettlements',
  z.object({ ...pageRequestShape }),
  z.extend(pageSchema(settlementItemSchema), { TotalDeal: moneyField, TotalFee: moneyField }),
);
