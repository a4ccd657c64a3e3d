import { portalCalls as calls } from '@/lib/contract/portal-calls';
import type { Database } from '../../../db/database';
import { formatTime } from '../../../centre-time';
import { ApiError } from '../../../http/respond';
import { callRoute } from '../../route';
import { readAnncDetail, readLiveAnncDetail } from './announcement-rows';

/**
 * Records an application once (a second one answers the first number) and lists it in the user's
 * participations under the announcement's own platform.
 */
function apply(db: Database, accountId: string, platformId: string, anncId: string, form: object | null) {
  const detail = readLiveAnncDetail(db, platformId, anncId);
  if (!detail.CanApply) throw new ApiError('该项目当前不接受报名');
  const existing = db
    .prepare('SELECT apply_code FROM applications WHERE account_id = ? AND annc_id = ?')
    .get(accountId, anncId) as { apply_code: string } | undefined;
  if (existing) return { ApplyCode: existing.apply_code, AnncId: anncId };
  const count = (db.prepare('SELECT COUNT(*) AS n FROM applications').get() as { n: number }).n;
  const code = `BM${detail.Code}${String(count + 1).padStart(4, '0')}`;
  const now = new Date();
  db.transaction(() => {
    db.prepare(
      'INSERT INTO applications (account_id, annc_id, apply_code, created_at, form_json) VALUES (?, ?, ?, ?, ?)',
    ).run(accountId, anncId, code, now.toISOString(), form ? JSON.stringify(form) : null);
    db.prepare(
      `INSERT INTO participations (id, user_id, annc_id, project_code, project_name, org_name, apply_time, state, deposit,
         bid_start_time, bid_end_time, final_price, platform_id) VALUES (?, ?, ?, ?, ?, ?, ?, 'Applied', ?, ?, ?, NULL, ?)`,
    ).run(
      `apply-${code}`,
      accountId,
      anncId,
      detail.Code,
      detail.Title,
      detail.OrgName,
      formatTime(now),
      // The figure 报名成功 showed from the detail, the same everywhere.
      detail.Deposit,
      detail.BidStartTime,
      detail.BidEndTime,
      platformId,
    );
  })();
  return { ApplyCode: code, AnncId: anncId };
}

/** 报名: a one-click application, the AnncApply form, and whether the user applied already. */
export const applicationRoutes = [
  callRoute(calls.applyBid, {
    handle: ({ db, body, account }) => apply(db, account!.id, body.PlatformId, body.AnncId, null),
  }),
  callRoute(calls.submitApply, {
    handle({ db, body, account }) {
      const { PlatformId, AnncId, ...form } = body;
      return apply(db, account!.id, PlatformId, AnncId, form);
    },
  }),
  callRoute(calls.getMyApply, {
    handle({ db, body, account }) {
      readAnncDetail(db, body.PlatformId, body.AnncId);
      const row = db
        .prepare('SELECT apply_code, created_at FROM applications WHERE account_id = ? AND annc_id = ?')
        .get(account!.id, body.AnncId) as { apply_code: string; created_at: string } | undefined;
      return {
        AnncId: body.AnncId,
        ApplyCode: row?.apply_code ?? null,
        ApplyTime: row ? formatTime(new Date(row.created_at)) : null,
      };
    },
  }),
];
