import { userCentreCalls as calls } from '@/lib/contract/user-centre';
import { callRoute } from '../../route';
import { baseInfoParams, projectItem, readProject } from './project-rows';

/** A seller's drafts: shown in full, edited, sent for review or deleted; never another's, never once sent. */
export const projectDraftRoutes = [
  callRoute(calls.getProjectDetail, {
    handle({ db, body, account }) {
      const row = readProject(db, account!.id, body.Id, false);
      return {
        ...projectItem(row),
        Location: row.location,
        Description: row.description,
        ContactName: row.contact_name,
        ContactPhone: row.contact_phone,
      };
    },
  }),
  callRoute(calls.updateProjectBaseInfo, {
    handle({ db, body, account }) {
      readProject(db, account!.id, body.Id, true);
      db.prepare(
        `UPDATE seller_projects SET name = @name, listing_price = @listingPrice, location = @location,
           description = @description, contact_name = @contactName, contact_phone = @contactPhone WHERE id = @id`,
      ).run({ ...baseInfoParams(body), id: body.Id });
      return projectItem(readProject(db, account!.id, body.Id, false));
    },
  }),
  callRoute(calls.submitProjectReview, {
    handle({ db, body, account }) {
      readProject(db, account!.id, body.Id, true);
      db.prepare("UPDATE seller_projects SET state = 'Reviewing' WHERE id = ?").run(body.Id);
      return projectItem(readProject(db, account!.id, body.Id, false));
    },
  }),
  callRoute(calls.removeProject, {
    handle({ db, body, account }) {
      readProject(db, account!.id, body.Id, true);
      db.prepare('DELETE FROM seller_projects WHERE id = ?').run(body.Id);
      return { Done: true as const };
    },
  }),
];
