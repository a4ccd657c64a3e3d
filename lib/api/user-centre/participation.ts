import { z } from 'zod';
import { idField, moneyField, pageRequestShape, pageSchema, timeField, userCentreCall } from './call';

export const participationStates = ['Applied', 'Approved', 'Rejected', 'BidSuccess', 'BidFailed'] as const;

export const participationItemSchema = z.object({
  Id: z.string(),
  AnncId: z.string(),
  ProjectCode: z.string(),
  ProjectName: z.string(),
  ApplyTime: timeField,
  State: z.enum(participationStates),
  Deposit: moneyField,
});
export type ParticipationItem = z.infer<typeof participationItemSchema>;

export const participationDetailSchema = participationItemSchema.extend({
  OrgName: z.string(),
  BidStartTime: timeField.nullable(),
  BidEndTime: timeField.nullable(),
  FinalPrice: moneyField.nullable(),
  Steps: z.array(z.object({ Name: z.string(), Time: timeField.nullable(), Done: z.boolean() })),
});
export type ParticipationDetail = z.infer<typeof participationDetailSchema>;

/** POST /baseapi/api/BuyerApi/QueryMyParticipation: newest first, optionally one state. */
export const queryMyParticipation = userCentreCall(
  '/api/BuyerApi/QueryMyParticipation',
  z.object({ State: z.enum(participationStates).nullable().default(null), ...pageRequestShape }),
  pageSchema(participationItemSchema),
);
/** POST /baseapi/api/BuyerApi/GetMyParticipationDetail: an id of someone else's answers ErrorCode 1. */
export const getMyParticipationDetail = userCentreCall(
  '/api/BuyerApi/GetMyParticipationDetail',
  z.object({ Id: idField }),
  participationDetailSchema,
);
