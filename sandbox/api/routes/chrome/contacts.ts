import { z } from 'zod';
import { specCalls } from '@/lib/contract/spec-calls';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/respond';
import { callRoute } from '../../route';

function sysDicts(db: Database, dictType: string) {
  const rows = db
    .prepare('SELECT value AS Value FROM sys_dicts WHERE dict_type = ? ORDER BY position')
    .all(dictType) as { Value: string }[];
  if (rows.length === 0) throw new ApiError(`字典类型不存在：${dictType}`);
  return rows;
}

const dictQuery = z.object({ dictType: z.string().min(1) });

/** What the footers and the customer-service card show: the inventory contacts, the lease dictionaries. */
export const contactRoutes = [
  callRoute(specCalls.findOrgContactInfo, {
    handle({ db }) {
      const row = db
        .prepare(
          "SELECT tel AS Tel, email AS Email, address AS Address FROM org_contacts WHERE business = 'inventory'",
        )
        .get();
      if (!row) throw new ApiError('未配置联系方式');
      return row as { Tel: string; Email: string; Address: string };
    },
  }),
  callRoute(specCalls.leaseCustomerService, {
    query: dictQuery,
    handle: ({ db, query }) => sysDicts(db, query.dictType),
  }),
  callRoute(specCalls.smallLeaseCustomerService, {
    query: dictQuery,
    handle: ({ db, query }) => sysDicts(db, query.dictType),
  }),
];
