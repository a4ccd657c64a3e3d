import { userCentreCalls as calls } from '@/lib/contract/user-centre';
import type { participationStates } from '@/lib/contract/user-centre/participation';
import { ApiError } from '../../../http/respond';
import { pagedQuery } from '../../paged-query';
import { callRoute } from '../../route';

type ParticipationRow = {
  id: string;
  annc_id: string;
  project_code: string;
  project_name: string;
  org_name: string;
  apply_time: string;
  state: (typeof participationStates)[number];
  deposit: number | null;
  bid_start_time: string | null;
  bid_end_time: string | null;
  final_price: number | null;
};
const participationItem = (row: ParticipationRow) => ({
  Id: row.id,
  AnncId: row.annc_id,
  ProjectCode: row.project_code,
  ProjectName: row.project_name,
  ApplyTime: row.apply_time,
  State: row.state,
  Deposit: row.deposit,
});

/** 我的参与: the user's applications and where each one stands. */
export const participationRoutes = [
  callRoute(calls.queryMyParticipation, {
    handle: ({ db, body, account, headers }) =>
      // Each platform lists its own applications (a lease application is not a property-rights one).
      pagedQuery(
        db,
        body,
        {
          from: 'FROM participations WHERE user_id = @user AND (@state IS NULL OR state = @state) AND (@platform IS NULL OR platform_id = @platform)',
          orderBy: 'apply_time DESC',
          params: { user: account!.id, state: body.State, platform: headers.platformId },
        },
        participationItem,
      ),
  }),
  callRoute(calls.getMyParticipationDetail, {
    handle({ db, body, account }) {
      const row = db
        .prepare('SELECT * FROM participations WHERE id = ? AND user_id = ?')
        .get(body.Id, account!.id) as ParticipationRow | undefined;
      if (!row) throw new ApiError('参与记录不存在');
      const reviewed = row.state !== 'Applied';
      const bidden = row.state === 'BidSuccess' || row.state === 'BidFailed';
      return {
        ...participationItem(row),
        OrgName: row.org_name,
        BidStartTime: row.bid_start_time,
        BidEndTime: row.bid_end_time,
        FinalPrice: row.final_price,
        Steps: [
          { Name: '报名', Time: row.apply_time, Done: true },
          {
            Name: row.state === 'Rejected' ? '审核未通过' : '资格审核',
            Time: reviewed ? row.apply_time : null,
            Done: reviewed,
          },
          { Name: '竞价', Time: row.bid_start_time, Done: bidden },
          { Name: row.state === 'BidSuccess' ? '成交' : '结果', Time: row.bid_end_time, Done: bidden },
        ],
      };
    },
  }),
];
