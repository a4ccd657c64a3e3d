import * as z from 'zod/mini';
import { id, list, optionalText, optionalTime, shown, shownAmount, text } from './fields';
import { attachmentSchema, defineCall, platformIdField, requestId } from './call';
import { anncListItemSchema } from './announcements';

/** A step of the step bar; a finished step may carry a success or failure stamp (SPEC §4). */
export const anncStepSchema = z.object({
  Name: text,
  Time: optionalTime,
  Status: z.enum(['done', 'current', 'pending']),
  /** An unknown or missing stamp shows none. */
  Stamp: z.catch(z.nullable(z.enum(['success', 'failure'])), null),
});
export type AnncStep = z.infer<typeof anncStepSchema>;

/** A tab of the tab bar; Html comes from the centre and is sanitised before display. */
export const anncTabSchema = z.object({
  TabId: id,
  Title: text,
  Html: text,
});

/** Applicant stamp states of SPEC §4. */
export const applicantStamps = [
  'discontinue',
  'terminal',
  'approving',
  'failed',
  'biddingSuccess',
  'biddingFailed',
] as const;
export const applicantStampSchema = z.enum(applicantStamps);
export type ApplicantStamp = z.infer<typeof applicantStampSchema>;

export const applicantSchema = z.object({
  ApplicantId: id,
  Time: shown('Time', optionalTime),
  Name: text,
  /** Contact as the centre publishes it (masked). */
  Contact: shown('Contact', text),
  /** Null when missing or a stamp SPEC §4 does not name: the row shows no stamp. */
  Stamp: shown(
    'Stamp',
    z.pipe(
      z.nullish(applicantStampSchema),
      z.transform((value) => value ?? null),
    ),
  ),
});
export type Applicant = z.infer<typeof applicantSchema>;

/** A subject (lot) of the announcement, shown in the subject-detail dialog as label/value groups. */
export const subjectSchema = z.object({
  SubjectId: id,
  Name: text,
  Groups: list(
    z.object({
      Title: text,
      Rows: list(z.object({ Label: text, Value: text })),
    }),
  ),
});
export type Subject = z.infer<typeof subjectSchema>;

export const anncDetailSchema = z.extend(anncListItemSchema, {
  /** Last moment to pay the deposit, when the centre publishes it. */
  DepositEndTime: shown('DepositEndTime', optionalTime),
  /** Beyond SPEC: the deposit (yuan) a bidder pays, when the centre gives it. */
  Deposit: shownAmount,
  /** Publishing organisation as the centre names it. */
  OrgName: shown('OrgName', text),
  Steps: list(anncStepSchema),
  Tabs: list(anncTabSchema),
  Applicants: list(applicantSchema),
  Subjects: list(subjectSchema),
  Attachments: list(attachmentSchema),
  /** Lease: monthly rent in yuan and floor area in square metres, when the centre gives them. */
  Rent: shownAmount,
  Area: shownAmount,
  /** A result: the price it was sold for (yuan) and who bought it, when the centre publishes them. */
  DealPrice: shownAmount,
  Transferee: shown('Transferee', optionalText),
});
export type AnncDetail = z.infer<typeof anncDetailSchema>;

/** POST /baseapi/api/AnncApi/GetAnncDetail; an unknown id answers ErrorCode 1 with a message. */
export const getAnncDetail = defineCall(
  '/api/AnncApi/GetAnncDetail',
  z.object({ PlatformId: platformIdField, AnncId: requestId }),
  anncDetailSchema,
  { auth: 'none' },
);

/** POST /baseapi/api/AnncApi/ApplyBid: needs a signed-in buyer; answers the application number. */
export const applyBid = defineCall(
  '/api/AnncApi/ApplyBid',
  z.object({ PlatformId: platformIdField, AnncId: requestId }),
  z.object({ ApplyCode: id, AnncId: id }),
  { auth: 'required' },
);
