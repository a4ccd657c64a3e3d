import { insertAccount, insertIdentity } from '../accounts';
import type { SeedModule } from './module';
import { demoAccounts, demoPassword, identityNames } from './demo-accounts';

export const accountsSeed: SeedModule = {
  name: 'accounts',
  seed(db, { rng, clock }) {
    demoAccounts.forEach((demo, index) => {
      const id = rng.uuid();
      insertAccount(db, {
        id,
        account: demo.account,
        password: demoPassword,
        passwordSalt: rng.hex(16),
        userName: demo.userName,
        mobile: demo.mobile,
        email: `${demo.account}@demo.hnsggzy.example`,
        memberId: demo.memberId ? rng.uuid() : null,
        memberType: demo.memberType ?? null,
        isSaler: demo.isSaler ?? false,
        dataFrom: demo.dataFrom ?? null,
        isShowMark: demo.isShowMark ?? false,
        tradingOrgId: rng.uuid(),
        disabled: demo.disabled ?? false,
        note: demo.note,
        createdAt: new Date(clock.getTime() + index * 1000).toISOString(),
      });
      demo.identities.forEach((identity, position) => {
        insertIdentity(db, id, position, {
          id: rng.uuid(),
          identity,
          identityName: identityNames[identity],
          businessTypeId: 'Assets',
          isAuthed: true,
        });
      });
    });
  },
};
