import { z } from 'zod';
import { attachmentSchema } from '@/lib/contract/call';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/respond';

/** A trusted company's notice, with the company's name joined in. */
export type NoticeRow = {
  id: string;
  company_id: string;
  company_name: string;
  title: string;
  category: string;
  publish_time: string;
  html: string;
  attachments_json: string;
};

export const noticeColumns = 'n.*, c.name AS company_name';
export const noticeTables = 'trust_notices n JOIN trust_companies c ON c.id = n.company_id';

export const noticeItem = (row: NoticeRow) => ({
  NoticeId: row.id,
  Title: row.title,
  CompanyId: row.company_id,
  CompanyName: row.company_name,
  Category: row.category,
  PublishTime: row.publish_time,
});

export function noticeById(db: Database, platform: string, id: string) {
  const row = db
    .prepare(`SELECT ${noticeColumns} FROM ${noticeTables} WHERE n.id = ? AND c.platform_id = ?`)
    .get(id, platform) as NoticeRow | undefined;
  if (!row) throw new ApiError('公告不存在或已撤销');
  return {
    ...noticeItem(row),
    Html: row.html,
    Attachments: z.array(attachmentSchema).parse(JSON.parse(row.attachments_json)),
  };
}
