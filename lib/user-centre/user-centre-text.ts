/**
 * What of the catalogue each user-centre page hands its client components, beside what every page
 * has (lib/site/build-time/client-messages.ts). The user centre is 19 of a tenant's 41 pages; handing each
 * page the whole `userCentre` namespace put 6 KB of other pages' words into every one of them.
 * `user-centre-text.test.ts` follows each page's imports and holds this table to what they say.
 */
export const userCentreLayoutText = ['userCentre.layout'] as const;

const account = ['userCentre.account', 'uiForm'] as const;

export const userCentrePageText = {
  userDetail: ['userCentre.common', 'userCentre.userDetail', 'uiForm.errors'],
  AccountSettings: account,
  BindPhone: account,
  BindEmail: account,
  Identity: account,
  ChangePassword: account,
  ChangeUserName: account,
  AddBusinessIdentity: ['userCentre.addIdentity', 'uiForm'],
  BankManagement: ['userCentre.common', 'userCentre.bank', 'uiForm'],
  MyProjects: ['userCentre.common', 'userCentre.projects', 'uiForm'],
  addProjects: ['userCentre.addProject', 'uiForm'],
  OrderQuery: ['userCentre.common', 'userCentre.orders', 'uiForm.errors'],
  Settlement: ['userCentre.common', 'userCentre.settlement'],
  Notices: ['userCentre.notices'],
  CollectList: ['userCentre.common', 'userCentre.collect', 'userCentre.schedule', 'uiForm.errors'],
  MyParticipation: ['userCentre.common', 'userCentre.participation', 'userCentre.schedule', 'uiForm.errors'],
  MyParticipationDetail: ['userCentre.common', 'userCentre.participation', 'uiForm.errors'],
  MySchedule: ['userCentre.schedule'],
  SetSimulate: ['userCentre.common', 'userCentre.simulate', 'uiForm.errors'],
} as const satisfies Record<string, readonly string[]>;

export type UserCentrePage = keyof typeof userCentrePageText;
