import * as z from 'zod/mini';
import { flag, id, list, optionalMoney, optionalTime, text, time } from '../fields';
import { defineCall, pageRequestShape, pageSchema, requestId } from '../call';

export const participationStates = ['Applied', 'Approved', 'Rejected', 'BidSuccess', 'BidFailed'] as const;

export const participationItemSchema = z.object({
  Id: id,
  AnncId: id,
  ProjectCode: text,
  ProjectName: text,
  ApplyTime: time,
  State: z.enum(participationStates),
  /** null where the lot names no deposit (its detail's Deposit is null): shown as 以公告为准. */
  Deposit: optionalMoney,
});
export type ParticipationItem = z.infer<typeof participationItemSchema>;

export const participationDetailSchema = z.extend(participationItemSchema, {
  OrgName: text,
  BidStartTime: optionalTime,
  BidEndTime: optionalTime,
  FinalPrice: optionalMoney,
  Steps: list(z.object({ Name: text, Time: optionalTime, Done: flag(false) })),
});
export type ParticipationDetail = z.infer<typeof participationDetailSchema>;

/** POST /baseapi/api/BuyerApi/QueryMyParticipation: newest first, optionally one state. */
export const queryMyParticipation = defineCall(
  '/api/BuyerApi/QueryMyParticipation',
  z.object({ State: z._default(z.nullable(z.enum(participationStates)), null), ...pageRequestShape }),
  pageSchema(participationItemSchema),
  { auth: 'required' },
);
/** POST /baseapi/api/BuyerApi/GetMyParticipationDetail: an id of someone else's answers ErrorCode 1. */
export const getMyParticipationDetail = defineCall(
  '/api/BuyerApi/GetMyParticipationDetail',
  z.object({ Id: requestId }),
  participationDetailSchema,
  { auth: 'required' },
);
