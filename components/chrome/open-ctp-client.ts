import { sendCall } from '@/lib/api/send-call';
import { ApiError } from '@/lib/api/errors';
import { notifyApiError } from '@/lib/api/notify';
import { openableAddress } from '@/lib/site/address/openable-address';
import type { SiteConfig } from '@/sites/schema';
import { publicCall } from '@/lib/api/call-ref';

/**
 * Asks GetCtpClientUrl and shows the answer in `tab`, the window the click opened (SPEC §7). A
 * failed call is toasted by the client; an address that is not http(s) reads as an unreadable answer.
 */
export async function openCtpClient(site: SiteConfig, tab: Window | null): Promise<void> {
  let answer: string;
  try {
    answer = await sendCall(site, publicCall('getCtpClientUrl'), {});
  } catch {
    tab?.close();
    return;
  }
  const target = openableAddress(answer, window.location.origin);
  if (!target) {
    tab?.close();
    notifyApiError(new ApiError('invalidAnswer'));
  } else if (tab) {
    tab.location.href = target;
  } else {
    window.open(target, '_blank', 'noopener');
  }
}
