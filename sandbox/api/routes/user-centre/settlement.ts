import { userCentreCalls as calls } from '@/lib/contract/user-centre';
import { pagedQuery } from '../../paged-query';
import { callRoute } from '../../route';

type SettlementRow = {
  id: string;
  project_name: string;
  deal_price: number;
  service_fee: number;
  state: 'Settled';
  settle_time: string | null;
};

/** 结算: the user's settlements, with the sums of every page. */
export const settlementRoutes = [
  callRoute(calls.querySettlements, {
    handle({ db, body, account }) {
      const params = { user: account!.id };
      const from = 'FROM settlements WHERE user_id = @user';
      const totals = db
        .prepare(`SELECT COALESCE(SUM(deal_price), 0) AS deal, COALESCE(SUM(service_fee), 0) AS fee ${from}`)
        .get(params) as { deal: number; fee: number };
      const page = pagedQuery(db, body, { from, orderBy: 'id', params }, (row: SettlementRow) => ({
        Id: row.id,
        ProjectName: row.project_name,
        DealPrice: row.deal_price,
        ServiceFee: row.service_fee,
        State: row.state,
        SettleTime: row.settle_time,
      }));
      return {
        Total: page.Total,
        TotalDeal: Math.round(totals.deal * 100) / 100,
        TotalFee: Math.round(totals.fee * 100) / 100,
        Items: page.Items,
      };
    },
  }),
];
