import { z } from 'zod';
import { COMPLETE_AMOUNT } from '@/lib/input/amount';
import { err, moneyField, timeField, userCentreCall } from './call';

/** A practice bidding room the buyer sets up to try the bidding hall (SetSimulate). */
export const simulateSettingSchema = z.object({
  StartPrice: moneyField,
  Increment: moneyField,
  DurationMinutes: z.number().int().min(1).max(120),
  UpdateTime: timeField,
});
export type SimulateSetting = z.infer<typeof simulateSettingSchema>;

/** Amount fields arrive from the form as the AmountInput's text. */
export const positiveAmountText = z
  .string()
  .trim()
  .min(1, err('required'))
  .regex(COMPLETE_AMOUNT, err('amount'))
  .refine((text) => Number(text) > 0, err('amountPositive'))
  .transform(Number);

export const setSimulateRequestSchema = z.object({
  StartPrice: z.union([moneyField.positive(err('amountPositive')), positiveAmountText]),
  Increment: z.union([moneyField.positive(err('amountPositive')), positiveAmountText]),
  DurationMinutes: z.coerce
    .number(err('required'))
    .int(err('required'))
    .min(1, err('required'))
    .max(120, err('tooLong')),
});

/** POST /baseapi/api/BuyerApi/GetSimulate: null until the buyer saves a setting. */
export const getSimulate = userCentreCall(
  '/api/BuyerApi/GetSimulate',
  z.object({}),
  simulateSettingSchema.nullable(),
);
/** POST /baseapi/api/BuyerApi/SetSimulate */
export const setSimulate = userCentreCall(
  '/api/BuyerApi/SetSimulate',
  setSimulateRequestSchema,
  simulateSettingSchema,
);
