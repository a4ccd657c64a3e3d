import * as z from 'zod/mini';
import { text } from '../fields';
import {
  err,
  moneyField,
  optionalTimeField,
  pageRequestShape,
  pageSchema,
  timeField,
  userCentreCall,
} from './call';

export const orderStates = ['Unpaid', 'Paid', 'Refunded', 'Cancelled'] as const;

export const orderItemSchema = z.object({
  OrderNo: text,
  ProjectName: text,
  /** What the order pays for: deposit, service fee or final payment. */
  Kind: z.enum(['Deposit', 'ServiceFee', 'Payment']),
  Amount: moneyField,
  State: z.enum(orderStates),
  CreateTime: timeField,
  PayTime: optionalTimeField,
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
export const queryOrders = userCentreCall(
  '/api/SettlementApi/QueryOrders',
  z.intersection(orderFilterSchema, z.object({ ...pageRequestShape })),
  pageSchema(orderItemSchema),
);
