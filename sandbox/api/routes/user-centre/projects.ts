import { randomUUID } from 'node:crypto';
import { userCentreCalls as calls } from '@/lib/contract/user-centre';
import { formatTime } from '../../../centre-time';
import { ApiError } from '../../../http/respond';
import { pagedQuery } from '../../paged-query';
import { callRoute } from '../../route';
import { baseInfoParams, projectItem, readProject } from './project-rows';

/** 我的项目 and 新增项目: the seller's projects, newest first; only an IsSaler user adds one. */
export const projectRoutes = [
  callRoute(calls.queryMyProjects, {
    handle: ({ db, body, account }) =>
      pagedQuery(
        db,
        body,
        {
          from: 'FROM seller_projects WHERE user_id = @user',
          orderBy: 'create_time DESC',
          params: { user: account!.id },
        },
        projectItem,
      ),
  }),
  callRoute(calls.saveProjectBaseInfo, {
    handle({ db, body, account }) {
      if (!account!.isSaler) throw new ApiError('您不是转让方用户，请确认您的身份!');
      const id = randomUUID();
      const total = (db.prepare('SELECT COUNT(*) AS n FROM seller_projects').get() as { n: number }).n;
      db.prepare(
        `INSERT INTO seller_projects (id, user_id, code, name, listing_price, state, location, description, contact_name,
           contact_phone, create_time) VALUES (@id, @user, @code, @name, @listingPrice, 'Draft', @location, @description,
           @contactName, @contactPhone, @time)`,
      ).run({
        id,
        user: account!.id,
        code: `HN-GQ-2026-${String(9000 + total).padStart(4, '0')}`,
        ...baseInfoParams(body),
        time: formatTime(new Date()),
      });
      return projectItem(readProject(db, account!.id, id, false));
    },
  }),
];
