import * as z from 'zod/mini';
import { text } from '../fields';
import { defineCall, doneSchema, requestId } from '../call';
import { projectBaseInfoSchema, projectItemSchema } from './projects';

/** A project with its base information, as 查看 shows it and 编辑 fills the form; missing text reads as empty. */
export const projectDetailSchema = z.extend(projectItemSchema, {
  Location: text,
  Description: text,
  ContactName: text,
  ContactPhone: text,
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** POST /baseapi/api/SalerApi/GetProjectDetail: one of the seller's own projects. */
export const getProjectDetail = defineCall(
  '/api/SalerApi/GetProjectDetail',
  z.object({ Id: requestId }),
  projectDetailSchema,
  { auth: 'required' },
);

/** POST /baseapi/api/SalerApi/UpdateProjectBaseInfo: changes a draft; other states answer ErrorCode 1. */
export const updateProjectBaseInfo = defineCall(
  '/api/SalerApi/UpdateProjectBaseInfo',
  z.extend(projectBaseInfoSchema, { Id: requestId }),
  projectItemSchema,
  { auth: 'required' },
);

/** POST /baseapi/api/SalerApi/SubmitProjectReview: a draft goes to review (State Reviewing). */
export const submitProjectReview = defineCall(
  '/api/SalerApi/SubmitProjectReview',
  z.object({ Id: requestId }),
  projectItemSchema,
  { auth: 'required' },
);

/** POST /baseapi/api/SalerApi/RemoveProject: deletes a draft; other states answer ErrorCode 1. */
export const removeProject = defineCall(
  '/api/SalerApi/RemoveProject',
  z.object({ Id: requestId }),
  doneSchema,
  { auth: 'required' },
);
