import { userCentreCalls as calls } from '@/lib/contract/user-centre';
import { pagedQuery } from '../../paged-query';
import { callRoute } from '../../route';

type OrderRow = {
  order_no: string;
  project_name: string;
  kind: 'Deposit';
  amount: number;
  state: 'Paid';
  create_time: string;
  pay_time: string | null;
};

/** 订单查询: the user's orders, filtered by number, state and date (the end date counts whole). */
export const orderRoutes = [
  callRoute(calls.queryOrders, {
    handle: ({ db, body, account }) =>
      pagedQuery(
        db,
        body,
        {
          from: `FROM orders WHERE user_id = @user AND (@no IS NULL OR order_no LIKE @no)
            AND (@state IS NULL OR state = @state) AND (@start IS NULL OR create_time >= @start)
            AND (@end IS NULL OR create_time <= @end)`,
          orderBy: 'create_time DESC',
          params: {
            user: account!.id,
            no: body.OrderNo ? `%${body.OrderNo}%` : null,
            state: body.State,
            start: body.StartDate,
            end: body.EndDate ? `${body.EndDate} 23:59:59` : null,
          },
        },
        (row: OrderRow) => ({
          OrderNo: row.order_no,
          ProjectName: row.project_name,
          Kind: row.kind,
          Amount: row.amount,
          State: row.state,
          CreateTime: row.create_time,
          PayTime: row.pay_time,
        }),
      ),
  }),
];
