import type { ReactNode } from 'react';
import { UserCentreFrame } from '@/components/user-centre/user-centre-frame';
import { UserCentreMessages } from '@/components/user-centre/user-centre-messages';

/** Every page under userCenterConter/ is personal: left menu, sign-in required (SPEC §2, §6). */
export default function UserCentreLayout({ children }: { children: ReactNode }) {
  return (
    <UserCentreMessages>
      <UserCentreFrame>{children}</UserCentreFrame>
    </UserCentreMessages>
  );
}
