import { z } from 'zod';
import { anncListItemSchema } from './announcements';
import { attachmentSchema, platformIdField, portalCall, timeField } from './portal-call';

/** A step of the step bar; a finished step may carry a success or failure stamp (SPEC §4). */
export const anncStepSchema = z.object({
  Name: z.string().min(1),
  Time: timeField.nullable(),
  Status: z.enum(['done', 'current', 'pending']),
  Stamp: z.enum(['success', 'failure']).nullable(),
});
export type AnncStep = z.infer<typeof anncStepSchema>;

/** A tab of the tab bar; Html comes from the centre and is sanitised before display. */
export const anncTabSchema = z.object({
  TabId: z.string().min(1),
  Title: z.string().min(1),
  Html: z.string(),
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
  ApplicantId: z.string().min(1),
  Time: timeField,
  Name: z.string().min(1),
  /** Contact as the centre publishes it (masked). */
  Contact: z.string(),
  Stamp: applicantStampSchema,
});
export type Applicant = z.infer<typeof applicantSchema>;

/** A subject (lot) of the announcement, shown in the subject-detail dialog as label/value groups. */
export const subjectSchema = z.object({
  SubjectId: z.string().min(1),
  Name: z.string().min(1),
  Groups: z.array(
    z.object({
      Title: z.string().min(1),
      Rows: z.array(z.object({ Label: z.string().min(1), Value: z.string() })),
    }),
  ),
});
export type Subject = z.infer<typeof subjectSchema>;

export const anncDetailSchema = anncListItemSchema.extend({
  BidEndTime: timeField.nullable(),
  /** Publishing organisation as the centre names it. */
  OrgName: z.string(),
  Steps: z.array(anncStepSchema),
  Tabs: z.array(anncTabSchema),
  Applicants: z.array(applicantSchema),
  Subjects: z.array(subjectSchema),
  Attachments: z.array(attachmentSchema),
});
export type AnncDetail = z.infer<typeof anncDetailSchema>;

/** POST /baseapi/api/AnncApi/GetAnncDetail; an unknown id answers ErrorCode 1 with a message. */
export const getAnncDetail = portalCall(
  '/api/AnncApi/GetAnncDetail',
  z.object({ PlatformId: platformIdField, AnncId: z.string().min(1) }),
  anncDetailSchema,
);

/** POST /baseapi/api/AnncApi/ApplyBid: needs a signed-in buyer; answers the application number. */
export const applyBid = portalCall(
  '/api/AnncApi/ApplyBid',
  z.object({ PlatformId: platformIdField, AnncId: z.string().min(1) }),
  z.object({ ApplyCode: z.string().min(1), AnncId: z.string().min(1) }),
);
