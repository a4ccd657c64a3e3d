import { sidebarRequestSchema, specCalls } from '@/lib/contract/spec-calls';
import { ApiError } from '../../../http/respond';
import { callRoute } from '../../route';

/** The quick-navigation panel's public-account QR setting, per platform. */
export const sidebarRoutes = [
  callRoute(specCalls.sidebarConfig, {
    body: sidebarRequestSchema,
    handle({ db, body }) {
      const row = db
        .prepare('SELECT is_show, value FROM sidebar_configs WHERE platform_id = ?')
        .get(body.PlatformId) as { is_show: number; value: string | null } | undefined;
      if (!row) throw new ApiError(`未知的平台：${body.PlatformId}`);
      return { IsShow: row.is_show === 1, Value: row.value };
    },
  }),
];
