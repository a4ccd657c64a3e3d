/**
 * Pages of the user centre inside a tenant (SPEC §2), as the left menu's GetMenuTree URLs name
 * them. The one spelling: the client's links and the menu trees a backend sends must agree.
 */
const centre = 'baseweb/userCenterConter/userCenter';
const buyer = 'buyerweb/userCenterConter';

export const userCentrePages = {
  userDetail: `${centre}/userDetail/`,
  accountSettings: `${centre}/AccountSettings/`,
  addBusinessIdentity: `${centre}/AddBusinessIdentity/`,
  myProjects: `${centre}/MyProjects/`,
  addProjects: 'baseweb/userCenterConter/addProjects/',
  participation: `${buyer}/MyParticipation/`,
  participationDetail: `${buyer}/MyParticipationDetail/`,
  collectList: `${buyer}/CollectList/`,
  /** 我的日程: the key dates of every favourite and participation in a month view. */
  schedule: `${buyer}/MySchedule/`,
  setSimulate: `${buyer}/buyer/SetSimulate/`,
} as const;

/** Paths of the user centre (SPEC §2): where the left menu shows and the quick panel hides. */
export function isUserCentrePath(pathname: string): boolean {
  return /\/(userCenterConter|user_center)\//.test(pathname.endsWith('/') ? pathname : `${pathname}/`);
}
