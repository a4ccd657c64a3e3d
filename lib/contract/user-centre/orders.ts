import * as z from 'zod/mini';
import { money, optionalTime, text, time } from '../fields';
import { defineCall, pageRequestShape, pageSchema } from '../call';
import { err } from '../form-rules';

export const orderStates = ['Unpaid', 'Paid', 'Refunded', 'Cancelled'] as const;

export const orderItemSchema = z.object({
  OrderNo: text,
  ProjectName: text,
  /** What the order pays for: deposit, service fee or final payment. */
  Kind: z.enum(['Deposit', 'ServiceFee', 'Payment']),
  Amount: money,
  State: z.enum(orderStates),
  CreateTime: time,
  PayTime: optionalTime,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

const dateField = z._default(z.nullable(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/))), null);

export const orderFilterSchema = z
  .object({
    OrderNo: z._default(z.string().check(z.trim(), z.maxLength(40, err('tooLong'))), ''),
    State: z._default(z.nullable(z.enum(orderStates)), null),
    StartDate: dateField,
    EndDate: dateField,
  })
  .check(
    z.refine((value) => !value.StartDate || !value.EndDate || value.StartDate <= value.EndDate, {
      ...err('dateRange'),
      path: ['EndDate'],
    }),
  );

/** POST /baseapi/api/SettlementApi/QueryOrders: OrderNo matches a part, dates bound CreateTime. */
export const queryOrders = defineCall(
  '/api/SettlementApi/QueryOrders',
  z.intersection(orderFilterSchema, z.object({ ...pageRequestShape })),
  pageSchema(orderItemSchema),
  { auth: 'required' },
);
