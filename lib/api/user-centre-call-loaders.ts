import type { userCentreCalls } from '@/lib/contract/user-centre';
import { sharedLoad } from '@/lib/load/shared-load';
import { loadDeclaration, type Loaders } from './loader-table';

/**
 * Where each user-centre call's declaration lives, one chunk per module. Loaded through
 * `call-loaders.ts`, whose chunk holds what every contract module shares, and only by pages that
 * name a user-centre call.
 */

type UserCentreCalls = typeof userCentreCalls;

const userCentreModules = {
  accountSettings: sharedLoad(() => import('@/lib/contract/user-centre/account-settings')),
  bankAccounts: sharedLoad(() => import('@/lib/contract/user-centre/bank-accounts')),
  businessIdentity: sharedLoad(() => import('@/lib/contract/user-centre/business-identity')),
  notices: sharedLoad(() => import('@/lib/contract/user-centre/notices')),
  orders: sharedLoad(() => import('@/lib/contract/user-centre/orders')),
  participation: sharedLoad(() => import('@/lib/contract/user-centre/participation')),
  projectDrafts: sharedLoad(() => import('@/lib/contract/user-centre/project-drafts')),
  projects: sharedLoad(() => import('@/lib/contract/user-centre/projects')),
  settlement: sharedLoad(() => import('@/lib/contract/user-centre/settlement')),
  simulate: sharedLoad(() => import('@/lib/contract/user-centre/simulate')),
  userDetail: sharedLoad(() => import('@/lib/contract/user-centre/user-detail')),
};

const userCentreLoaders = {
  getUserDetail: () => userCentreModules.userDetail().then((m) => m.getUserDetail),
  sendVerifyCode: () => userCentreModules.accountSettings().then((m) => m.sendVerifyCode),
  bindPhone: () => userCentreModules.accountSettings().then((m) => m.bindPhone),
  bindEmail: () => userCentreModules.accountSettings().then((m) => m.bindEmail),
  submitRealName: () => userCentreModules.accountSettings().then((m) => m.submitRealName),
  changePassword: () => userCentreModules.accountSettings().then((m) => m.changePassword),
  changeUserName: () => userCentreModules.accountSettings().then((m) => m.changeUserName),
  queryIdentityOptions: () => userCentreModules.businessIdentity().then((m) => m.queryIdentityOptions),
  addBusinessIdentity: () => userCentreModules.businessIdentity().then((m) => m.addBusinessIdentity),
  getSimulate: () => userCentreModules.simulate().then((m) => m.getSimulate),
  setSimulate: () => userCentreModules.simulate().then((m) => m.setSimulate),
  queryMyParticipation: () => userCentreModules.participation().then((m) => m.queryMyParticipation),
  getMyParticipationDetail: () => userCentreModules.participation().then((m) => m.getMyParticipationDetail),
  queryBankAccounts: () => userCentreModules.bankAccounts().then((m) => m.queryBankAccounts),
  addBankAccount: () => userCentreModules.bankAccounts().then((m) => m.addBankAccount),
  updateBankAccount: () => userCentreModules.bankAccounts().then((m) => m.updateBankAccount),
  removeBankAccount: () => userCentreModules.bankAccounts().then((m) => m.removeBankAccount),
  queryMyProjects: () => userCentreModules.projects().then((m) => m.queryMyProjects),
  saveProjectBaseInfo: () => userCentreModules.projects().then((m) => m.saveProjectBaseInfo),
  getProjectDetail: () => userCentreModules.projectDrafts().then((m) => m.getProjectDetail),
  updateProjectBaseInfo: () => userCentreModules.projectDrafts().then((m) => m.updateProjectBaseInfo),
  submitProjectReview: () => userCentreModules.projectDrafts().then((m) => m.submitProjectReview),
  removeProject: () => userCentreModules.projectDrafts().then((m) => m.removeProject),
  queryOrders: () => userCentreModules.orders().then((m) => m.queryOrders),
  querySettlements: () => userCentreModules.settlement().then((m) => m.querySettlements),
  queryMyNotices: () => userCentreModules.notices().then((m) => m.queryMyNotices),
  markNoticeRead: () => userCentreModules.notices().then((m) => m.markNoticeRead),
} satisfies Loaders<UserCentreCalls>;

export function loadUserCentreCall<N extends keyof UserCentreCalls>(name: N): Promise<UserCentreCalls[N]> {
  return loadDeclaration<UserCentreCalls, N>(userCentreLoaders, name);
}
