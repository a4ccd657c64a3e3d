import { backendPath } from './backend-paths';
import { apiCall, type ApiSite } from './client';
import type { CallData, CallRequest, PortalCall } from './portal-call';

/**
 * Posts a portal call through the shared API client (headers, timeout, envelope, refresh and
 * retry). The body is checked against the call's request schema before it leaves.
 * `quiet` leaves the failure to the caller instead of the error toast.
 */
export async function callPortal<C extends PortalCall>(
  site: ApiSite,
  call: C,
  body: CallRequest<C>,
  options: { quiet?: boolean } = {},
): Promise<CallData<C>> {
  const request: unknown = call.request.parse(body);
  const data: unknown = await apiCall(
    site,
    { base: call.base, path: backendPath(call.path), data: call.data },
    { body: request, quiet: options.quiet },
  );
  return data as CallData<C>;
}
