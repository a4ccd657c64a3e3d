import { z } from 'zod';
import { err, moneyField, pageRequestShape, pageSchema, timeField, userCentreCall } from './call';

export const orderStates = ['Unpaid', 'Paid', 'Refunded', 'Cancelled'] as const;

export const orderItemSchema = z.object({
  OrderNo: z.string(),
  ProjectName: z.string(),
  /** What the order pays for: deposit, service fee or final payment. */
  Kind: z.enum(['Deposit', 'ServiceFee', 'Payment']),
  Amount: moneyField,
  State: z.enum(orderStates),
  CreateTime: timeField,
  PayTime: timeField.nullable(),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

const dateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .nullable()
  .default(null);

export const orderFilterSchema = z
  .object({
    OrderNo: z.string().trim().max(40, err('tooLong')).default(''),
    State: z.enum(orderStates).nullable().default(null),
    StartDate: dateField,
    EndDate: dateField,
  })
  .refine((value) => !value.StartDate || !value.EndDate || value.StartDate <= value.EndDate, {
    ...err('dateRange'),
    path: ['EndDate'],
  });

/** POST /baseapi/api/SettlementApi/QueryOrders: OrderNo matches a part, dates bound CreateTime. */
export const queryOrders = userCentreCall(
  '/api/SettlementApi/QueryOrders',
  z.intersection(orderFilterSchema, z.object({ ...pageRequestShape })),
  pageSchema(orderItemSchema),
);
