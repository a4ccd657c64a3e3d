import { addresses } from '@/lib/site/address/addresses';
import { originsOf } from './redirect-guard';

/**
 * Where a `redirect` after sign-in may lead besides the page origin: the province portal only.
 * Never the SSO origin (its `redirecturl` forwards anywhere) nor the attachment host (it serves
 * uploaded files).
 */
export function signInRedirectOrigins(): string[] {
  return originsOf([addresses.PROVINCE]);
}
