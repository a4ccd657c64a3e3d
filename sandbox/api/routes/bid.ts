import type { IncomingMessage } from 'node:http';
import { getBidUrlRequestSchema, specCalls } from '@/lib/contract/spec-calls';
import { ApiError } from '../../http/respond';
import { absoluteLink, callPath } from '../paths';
import { defineRoute } from '../route';
import { appLink } from './other';

function bearer(req: IncomingMessage): string {
  return /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
}

export const bidRoutes = [
  defineRoute({
    method: 'POST',
    path: callPath(specCalls.getBidUrl),
    auth: 'required',
    body: getBidUrlRequestSchema,
    data: specCalls.getBidUrl.data,
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
