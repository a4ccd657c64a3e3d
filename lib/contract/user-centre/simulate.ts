import * as z from 'zod/mini';
import { code, money, time } from '../fields';
import { defineCall } from '../call';
import { err, positiveAmountField } from '../form-rules';

/** A practice bidding room the buyer sets up to try the bidding hall (SetSimulate). */
export const simulateSettingSchema = z.object({
  StartPrice: money,
  Increment: money,
  DurationMinutes: code,
  UpdateTime: time,
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
export const getSimulate = defineCall(
  '/api/BuyerApi/GetSimulate',
  z.object({}),
  z.pipe(
    z.nullish(simulateSettingSchema),
    z.transform((setting) => setting ?? null),
  ),
  { auth: 'required' },
);
/** POST /baseapi/api/BuyerApi/SetSimulate */
export const setSimulate = defineCall(
  '/api/BuyerApi/SetSimulate',
  setSimulateRequestSchema,
  simulateSettingSchema,
  { auth: 'required' },
);
