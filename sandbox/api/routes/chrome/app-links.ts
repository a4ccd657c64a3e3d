import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { getBidUrlRequestSchema, specCalls } from '@/lib/contract/spec-calls';
import type { Database } from '../../../db/database';
import { ApiError } from '../../../http/respond';
import { absoluteLink } from '../../paths';
import { callRoute } from '../../route';

function appLink(db: Database, key: string): string | null {
  const row = db.prepare('SELECT url FROM app_links WHERE key = ?').get(key) as { url: string } | undefined;
  return row?.url ?? null;
}

function bearer(req: IncomingMessage): string {
  return /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
}

/** Addresses of the other apps the portal opens: the CTP client, a sub-system's client, bidding. */
export const appLinkRoutes = [
  callRoute(specCalls.getCtpClientUrl, {
    handle({ db, req }) {
      const link = appLink(db, 'ctpClient');
      if (!link) throw new ApiError('未配置客户端地址');
      return absoluteLink(req, link);
    },
  }),
  callRoute(specCalls.findByAppUrl, {
    query: z.object({ subSystemId: z.string().min(1) }),
    handle({ db, req, query }) {
      const link = appLink(db, `appClient:${query.subSystemId}`);
      if (!link) throw new ApiError(`未找到子系统 ${query.subSystemId} 的客户端地址`);
      return { AppClientUrl: absoluteLink(req, link) };
    },
  }),
  callRoute(specCalls.getBidUrl, {
    body: getBidUrlRequestSchema,
    handle({ db, req, body, headers }) {
      // The inventory platform has its own bidding app (SPEC §2).
      const inventory = headers.platformId === 'InventoryClientApp' || body.BidUrlType === 'InventoryBidding';
      const link = appLink(db, inventory ? 'inventoryBid' : 'bid');
      if (!link) throw new ApiError('未配置竞价地址');
      const query = new URLSearchParams({ BidUrlType: body.BidUrlType, token: bearer(req) });
      return `${absoluteLink(req, link)}?${query}`;
    },
  }),
];
