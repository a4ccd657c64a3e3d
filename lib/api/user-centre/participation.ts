import * as z from 'zod/mini';
import { flag, id, list, text } from '../fields';
import {
  idField,
  moneyField,
  optionalMoneyField,
  optionalTimeField,
  pageRequestShape,
  pageSchema,
  timeField,
  userCentreCall,
} from './call';

export const participationStates = ['Applied', 'Approved', 'Rejected', 'BidSuccess', 'BidFailed'] as const;

export const participationItemSchema = z.object({
  Id: id,
  AnncId: id,
  ProjectCode: text,
  ProjectName: text,
  ApplyTime: timeField,
  State: z.enum(participationStates),
  Deposit: moneyField,
});
export type ParticipationItem = z.infer<typeof participationItemSchema>;

export const participationDetailSchema = z.extend(participationItemSchema, {
  OrgName: text,
  BidStartTime: optionalTimeField,
  BidEndTime: optionalTimeField,
  FinalPrice: optionalMoneyField,
  Steps: list(z.object({ Name: text, Time: optionalTimeField, Done: flag(false) })),
});
export type ParticipationDetail = z.infer<typeof participationDetailSchema>;

/** POST /baseapi/api/BuyerApi/QueryMyParticipation: newest first, optionally one state. */
export const queryMyParticipation = userCentreCall(
  '/api/BuyerApi/QueryMyParticipation',
  z.object({ State: z._default(z.nullable(z.enum(participationStates)), null), ...pageRequestShape }),
  pageSchema(participationItemSchema),
);
/** POST /baseapi/api/BuyerApi/GetMyParticipationDetail: an id of someone else's answers ErrorCode 1. */
export const getMyParticipationDetail = userCentreCall(
  '/api/BuyerApi/GetMyParticipationDetail',
  z.object({ Id: idField }),
  participationDetailSchema,
);
