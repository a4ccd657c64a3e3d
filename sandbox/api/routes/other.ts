import { z } from 'zod';
import { specCalls } from '@/lib/contract/spec-calls';
import { ApiError } from '../../http/respond';
import { absoluteLink, callPath } from '../paths';
import { defineRoute } from '../route';
import type { Database } from '../../db/database';

export function appLink(db: Database, key: string): string | null {
  const row = db.prepare('SELECT url FROM app_links WHERE key = ?').get(key) as { url: string } | undefined;
  return row?.url ?? null;
}

export const otherRoutes = [
  defineRoute({
    method: 'POST',
    path: callPath(specCalls.getCtpClientUrl),
    auth: 'optional',
    data: specCalls.getCtpClientUrl.data,
    handle({ db, req }) {
      const link = appLink(db, 'ctpClient');
      if (!link) throw new ApiError('未配置客户端地址');
      return absoluteLink(req, link);
    },
  }),
  defineRoute({
    method: 'POST',
    path: callPath(specCalls.findByAppUrl),
    auth: 'none',
    query: z.object({ subSystemId: z.string().min(1) }),
    data: specCalls.findByAppUrl.data,
    handle({ db, req, query }) {
      const link = appLink(db, `appClient:${query.subSystemId}`);
      if (!link) throw new ApiError(`未找到子系统 ${query.subSystemId} 的客户端地址`);
      return { AppClientUrl: absoluteLink(req, link) };
    },
  }),
];
