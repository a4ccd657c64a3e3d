/** The demo accounts of issue 3 item 2; all share one password. Printed by `npm start`. */
export const demoPassword = 'Demo@1234';

type DemoIdentity = 'Buyer' | 'Saler' | '3Th';

export type DemoAccount = {
  account: string;
  userName: string;
  mobile: string;
  note: string;
  identities: DemoIdentity[];
  memberId: boolean;
  memberType?: number;
  isSaler?: boolean;
  isShowMark?: boolean;
  dataFrom?: number;
  disabled?: boolean;
};

export const demoAccounts: DemoAccount[] = [
  {
    account: 'buyer',
    userName: '张竞买',
    mobile: '13800000001',
    note: '一个身份（受让方），登录后自动选用',
    identities: ['Buyer'],
    memberId: true,
  },
  {
    account: 'multi',
    userName: '李多身份',
    mobile: '13800000002',
    note: '三个身份（受让方、转让方、拍卖机构），登录后弹出身份选择',
    identities: ['Buyer', 'Saler', '3Th'],
    memberId: true,
  },
  {
    account: 'seller',
    userName: '王转让',
    mobile: '13800000003',
    note: '转让方且 IsSaler，可新增项目',
    identities: ['Saler'],
    memberId: true,
    isSaler: true,
  },
  {
    account: 'noidentity',
    userName: '赵无身份',
    mobile: '13800000004',
    note: '没有任何交易身份',
    identities: [],
    memberId: true,
  },
  {
    account: 'nomember',
    userName: '钱缺会员',
    mobile: '13800000005',
    note: '基本信息缺 MemberId：登录失败',
    identities: ['Buyer'],
    memberId: false,
  },
  {
    account: 'member',
    userName: '孙会员',
    mobile: '13800000006',
    note: '会员（MemberType 已设），用于竞买人标记流程',
    identities: ['Buyer'],
    memberId: true,
    memberType: 1,
  },
  {
    account: 'inventory',
    userName: '周库存',
    mobile: '13800000007',
    note: 'IsShowMark 且无 MarkIds：弹出兴趣标签',
    identities: ['Buyer'],
    memberId: true,
    isShowMark: true,
  },
  {
    account: 'portal',
    userName: '吴门户',
    mobile: '13800000008',
    note: 'DataFrom 为 20：显示账号设置',
    identities: ['Buyer'],
    memberId: true,
    dataFrom: 20,
  },
  {
    account: 'disabled',
    userName: '郑禁用',
    mobile: '13800000009',
    note: '已禁用：登录提示“用户禁用”',
    identities: ['Buyer'],
    memberId: true,
    disabled: true,
  },
];

/** Default property-rights wording of SPEC §1. */
export const identityNames: Record<DemoIdentity, string> = {
  Buyer: '受让方',
  Saler: '转让方',
  '3Th': '拍卖机构',
};
