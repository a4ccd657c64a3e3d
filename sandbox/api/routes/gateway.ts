import { z } from 'zod';
import { specCalls } from '@/lib/contract/spec-calls';
import { ApiError } from '../../http/respond';
import { callPath } from '../paths';
import { defineRoute } from '../route';
import type { Database } from '../../db/database';

function sysDicts(db: Database, dictType: string) {
  const rows = db
    .prepare('SELECT value AS Value FROM sys_dicts WHERE dict_type = ? ORDER BY position')
    .all(dictType) as { Value: string }[];
  if (rows.length === 0) throw new ApiError(`字典类型不存在：${dictType}`);
  return rows;
}

const dictQuery = z.object({ dictType: z.string().min(1) });

export const gatewayRoutes = [
  defineRoute({
    method: 'POST',
    path: callPath(specCalls.findOrgContactInfo),
    auth: 'none',
    data: specCalls.findOrgContactInfo.data,
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
  defineRoute({
    method: 'POST',
    path: callPath(specCalls.leaseCustomerService),
    auth: 'none',
    query: dictQuery,
    data: specCalls.leaseCustomerService.data,
    handle: ({ db, query }) => sysDicts(db, query.dictType),
  }),
  defineRoute({
    method: 'POST',
    path: callPath(specCalls.smallLeaseCustomerService),
    auth: 'none',
    query: dictQuery,
    data: specCalls.smallLeaseCustomerService.data,
    handle: ({ db, query }) => sysDicts(db, query.dictType),
  }),
];
