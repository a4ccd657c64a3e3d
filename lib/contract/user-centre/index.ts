import {
  bindEmail,
  bindPhone,
  changePassword,
  changeUserName,
  sendVerifyCode,
  submitRealName,
} from './account-settings';
import { addBankAccount, queryBankAccounts, removeBankAccount, updateBankAccount } from './bank-accounts';
import { addBusinessIdentity, queryIdentityOptions } from './business-identity';
import { queryMyNotices, markNoticeRead } from './notices';
import { queryOrders } from './orders';
import { getMyParticipationDetail, queryMyParticipation } from './participation';
import {
  getProjectDetail,
  removeProject,
  submitProjectReview,
  updateProjectBaseInfo,
} from './project-drafts';
import { queryMyProjects, saveProjectBaseInfo } from './projects';
import { querySettlements } from './settlement';
import { getSimulate, setSimulate } from './simulate';
import { getUserDetail } from './user-detail';

/** Every user-centre call, by name: what the sandbox routes and docs/api.md list. All need sign-in. */
export const userCentreCalls = {
  getUserDetail,
  sendVerifyCode,
  bindPhone,
  bindEmail,
  submitRealName,
  changePassword,
  changeUserName,
  queryIdentityOptions,
  addBusinessIdentity,
  getSimulate,
  setSimulate,
  queryMyParticipation,
  getMyParticipationDetail,
  queryBankAccounts,
  addBankAccount,
  updateBankAccount,
  removeBankAccount,
  queryMyProjects,
  saveProjectBaseInfo,
  getProjectDetail,
  updateProjectBaseInfo,
  submitProjectReview,
  removeProject,
  queryOrders,
  querySettlements,
  queryMyNotices,
  markNoticeRead,
} as const;
