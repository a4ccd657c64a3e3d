import { sitePath } from '@/lib/site/paths';

/** Paths of the user centre (SPEC §2): where the left menu shows and the quick panel hides. */
export function isUserCentrePath(pathname: string): boolean {
  return /\/(userCenterConter|user_center)\//.test(pathname.endsWith('/') ? pathname : `${pathname}/`);
}

const uc = 'baseweb/userCenterConter/userCenter';
const buyer = 'buyerweb/userCenterConter';

/** Pages of the user centre inside a tenant; the same paths the sandbox's menu trees point to. */
export const userCentrePaths = {
  userDetail: (vd: string) => sitePath(vd, `${uc}/userDetail/`),
  accountSettings: (vd: string) => sitePath(vd, `${uc}/AccountSettings/`),
  addBusinessIdentity: (vd: string) => sitePath(vd, `${uc}/AddBusinessIdentity/`),
  myProjects: (vd: string) => sitePath(vd, `${uc}/MyProjects/`),
  addProject: (vd: string) =>
    sitePath(vd, 'baseweb/userCenterConter/addProjects/?isAdd=true&saveBaseInfo=true'),
  editProject: (vd: string, id: string) =>
    sitePath(vd, `baseweb/userCenterConter/addProjects/?saveBaseInfo=true&id=${encodeURIComponent(id)}`),
  participation: (vd: string) => sitePath(vd, `${buyer}/MyParticipation/`),
  participationDetail: (vd: string, id: string) =>
    sitePath(vd, `${buyer}/MyParticipationDetail/?id=${encodeURIComponent(id)}`),
  collectList: (vd: string) => sitePath(vd, `${buyer}/CollectList/`),
  setSimulate: (vd: string) => sitePath(vd, `${buyer}/buyer/SetSimulate/`),
};
