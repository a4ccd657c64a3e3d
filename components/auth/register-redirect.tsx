'use client';

import { useEffect } from 'react';
import { useSite } from '@/lib/site/site-context';
import { registrationUrl } from '@/lib/auth/register';
import { WaitingScreen } from '@/components/shell/waiting-screen';

/** /Register: straight on to the provider's registration page, with the waiting text meanwhile. */
export function RegisterRedirect({ message }: { message: string }) {
  const site = useSite();
  useEffect(() => {
    window.location.replace(registrationUrl(site, window.location.origin));
  }, [site]);
  return <WaitingScreen message={message} />;
}
