import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Profiles } from '../profiles';

/** The API's mounts (SPEC §7), matched in any case like the ASP.NET original. */
export const apiPaths = /^\/(baseapi|gatewayapi|api)\//i;

const corsHeaders =
  'Authorization, Content-Type, Cache-Control, Pragma, PlatformId, SystemKey, TradingOrgId, WebBusinessType, CurrentMemberId, IdentityId';

type ApiMountOptions = {
  allowedOrigins: ReadonlySet<string>;
  profiles: Profiles;
  handleApi: (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<void>;
};

/** The API as the browser reaches it from the tenants' origins: CORS, the preflight, then the call. */
export function createApiMount({ allowedOrigins, profiles, handleApi }: ApiMountOptions) {
  return async function serveApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const requestOrigin = req.headers.origin;
    if (requestOrigin && allowedOrigins.has(requestOrigin)) {
      res.setHeader('Access-Control-Allow-Origin', requestOrigin);
      res.setHeader('Vary', 'Origin');
      res.setHeader('Access-Control-Allow-Headers', corsHeaders);
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, OPTIONS');
      // The client reads the server's clock from it; cross-origin only an exposed header is readable.
      if (profiles.sendsDate(req)) res.setHeader('Access-Control-Expose-Headers', 'Date');
    }
    // A backend that sends no readable Date: the client falls back to the device's clock.
    if (!profiles.sendsDate(req)) res.sendDate = false;
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    return handleApi(req, res, url);
  };
}
