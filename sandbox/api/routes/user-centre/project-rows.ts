import type { z } from 'zod';
import type { userCentreCalls } from '@/lib/contract/user-centre';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/respond';

type ProjectRow = {
  id: string;
  code: string;
  name: string;
  listing_price: number;
  state: string;
  create_time: string;
};
type ProjectDetailRow = ProjectRow & {
  location: string;
  description: string;
  contact_name: string;
  contact_phone: string;
};

export const projectItem = (row: ProjectRow) => ({
  Id: row.id,
  ProjectCode: row.code,
  ProjectName: row.name,
  ListingPrice: row.listing_price,
  State: row.state as 'Draft',
  CreateTime: row.create_time,
});

/** One of the seller's own projects; a draft only when `draft` says so (review and listing fix it). */
export function readProject(db: Database, userId: string, id: string, draft: boolean): ProjectDetailRow {
  const row = db.prepare('SELECT * FROM seller_projects WHERE id = ? AND user_id = ?').get(id, userId) as
    ProjectDetailRow | undefined;
  if (!row) throw new ApiError('项目不存在');
  if (draft && row.state !== 'Draft') throw new ApiError('只有草稿状态的项目可以修改、提交或删除');
  return row;
}

/** What a seller types about a project, as the named parameters of its seller_projects columns. */
export function baseInfoParams(body: z.output<typeof userCentreCalls.saveProjectBaseInfo.request>) {
  return {
    name: body.ProjectName,
    listingPrice: body.ListingPrice,
    location: body.Location,
    description: body.Description,
    contactName: body.ContactName,
    contactPhone: body.ContactPhone,
  };
}
