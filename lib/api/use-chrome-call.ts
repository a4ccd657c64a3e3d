'use client';

import { useEffect, useState } from 'react';
import type { ApiSite } from './client';
import type { CallData, CallRequest, PortalCall } from './portal-call';
import { callPortal } from './portal-fetch';

/** One request per call and body for the whole page: the footer asks for one dictionary four times. */
const inFlight = new Map<string, Promise<unknown>>();

/**
 * A quiet, page-long cached read for the chrome (quick panel, footers) that every page carries,
 * kept off SWR so pages without portal data do not load it. Failures read as no data (SPEC §8:
 * popup and QR failures are silent).
 */
export function useChromeCall<C extends PortalCall>(
  site: ApiSite,
  call: C,
  body: CallRequest<C> | null,
): { data: CallData<C> | null; done: boolean } {
  const key = body ? `${site.VirtualDirectory} ${call.path} ${JSON.stringify(body)}` : null;
  const [state, setState] = useState<{ key: string | null; data: CallData<C> | null }>({
    key: null,
    data: null,
  });

  useEffect(() => {
    if (!key || !body) return;
    let request = inFlight.get(key);
    if (!request) {
      request = callPortal(site, call, body, { quiet: true });
      inFlight.set(key, request);
      request.catch(() => inFlight.delete(key));
    }
    let live = true;
    request.then(
      (data) => live && setState({ key, data: data as CallData<C> }),
      () => live && setState({ key, data: null }),
    );
    return () => {
      live = false;
    };
    // The key stands for call and body.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return { data: state.key === key ? state.data : null, done: state.key === key };
}
