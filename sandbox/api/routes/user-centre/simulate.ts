import { userCentreCalls as calls } from '@/lib/contract/user-centre';
import { formatTime } from '../../../centre-time';
import { callRoute } from '../../route';

/** 模拟竞价设置: the buyer's one setting, null until first saved. */
export const simulateRoutes = [
  callRoute(calls.getSimulate, {
    handle({ db, account }) {
      const row = db.prepare('SELECT * FROM simulate_settings WHERE user_id = ?').get(account!.id) as
        { start_price: number; increment: number; duration_minutes: number; update_time: string } | undefined;
      return row
        ? {
            StartPrice: row.start_price,
            Increment: row.increment,
            DurationMinutes: row.duration_minutes,
            UpdateTime: row.update_time,
          }
        : null;
    },
  }),
  callRoute(calls.setSimulate, {
    handle({ db, body, account }) {
      const time = formatTime(new Date());
      db.prepare(
        `INSERT INTO simulate_settings (user_id, start_price, increment, duration_minutes, update_time) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (user_id) DO UPDATE SET start_price = excluded.start_price, increment = excluded.increment,
           duration_minutes = excluded.duration_minutes, update_time = excluded.update_time`,
      ).run(account!.id, body.StartPrice, body.Increment, body.DurationMinutes, time);
      return { ...body, UpdateTime: time };
    },
  }),
];
