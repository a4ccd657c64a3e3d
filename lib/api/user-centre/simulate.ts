import * as z from 'zod/mini';
import { code } from '../fields';
import { err, moneyField, positiveAmountField, timeField, userCentreCall } from './call';

/** A practice bidding room the buyer sets up to try the bidding hall (SetSimulate). */
export const simulateSettingSchema = z.object({
  StartPrice: moneyField,
  Increment: moneyField,
  DurationMinutes: code,
  UpdateTime: timeField,
});
export type SimulateSetting = z.infer<typeof simulateSettingSchema>;

export const setSimulateRequestSchema = z.object({
  StartPrice: positiveAmountField,
  Increment: positiveAmountField,
  DurationMinutes: z.coerce
    .number(err('required'))
    .check(z.int(err('required')), z.minimum(1, err('required')), z.maximum(120, err('tooLong'))),
});

/** POST /baseapi/api/BuyerApi/GetSimulate: null until the buyer saves a setting. */
export const getSimulate = userCentreCall(
  '/api/BuyerApi/GetSimulate',
  z.object({}),
  z.pipe(
    z.nullish(simulateSettingSchema),
    z.transform((setting) => setting ?? null),
  ),
);
/** POST /baseapi/api/BuyerApi/SetSimulate */
export const setSimulate = userCentreCall(
  '/api/BuyerApi/SetSimulate',
  setSimulateRequestSchema,
  simulateSettingSchema,
);
