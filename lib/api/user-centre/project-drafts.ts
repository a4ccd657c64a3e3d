import { z } from 'zod';
import { doneSchema, idField, userCentreCall } from './call';
import { projectBaseInfoSchema, projectItemSchema } from './projects';

/** Optional text may come as null or be left out; it reads as empty. */
const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? '');

/** A project with its base information, as 查看 shows it and 编辑 fills the form. Unknown fields pass. */
export const projectDetailSchema = projectItemSchema.extend({
  Id: z.union([z.string().min(1), z.number()]).transform(String),
  Location: optionalText,
  Description: optionalText,
  ContactName: optionalText,
  ContactPhone: optionalText,
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** POST /baseapi/api/SalerApi/GetProjectDetail: one of the seller's own projects. */
export const getProjectDetail = userCentreCall(
  '/api/SalerApi/GetProjectDetail',
  z.object({ Id: idField }),
  projectDetailSchema,
);

/** POST /baseapi/api/SalerApi/UpdateProjectBaseInfo: changes a draft; other states answer ErrorCode 1. */
export const updateProjectBaseInfo = userCentreCall(
  '/api/SalerApi/UpdateProjectBaseInfo',
  projectBaseInfoSchema.extend({ Id: idField }),
  projectItemSchema,
);

/** POST /baseapi/api/SalerApi/SubmitProjectReview: a draft goes to review (State Reviewing). */
export const submitProjectReview = userCentreCall(
  '/api/SalerApi/SubmitProjectReview',
  z.object({ Id: idField }),
  projectItemSchema,
);

/** POST /baseapi/api/SalerApi/RemoveProject: deletes a draft; other states answer ErrorCode 1. */
export const removeProject = userCentreCall(
  '/api/SalerApi/RemoveProject',
  z.object({ Id: idField }),
  doneSchema,
);
