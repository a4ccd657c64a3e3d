import type { IncomingMessage, ServerResponse } from 'node:http';
import { anyPath, under, type Handler, type Row } from './http/dispatch';
import { sendHtml } from './http/respond';
import { apiPaths } from './api/serve-api';
import { attachmentMount, sendAttachment } from './attachments';
import { faultsPath } from './faults';
import { clockPath } from './scoped-clock';
import { handleMedia } from './media/handler';
import { profilePath } from './profiles';
import { publishPath } from './publish';
import { sendStandIn, standInApps } from './stand-ins';
import { ssoPaths } from './sso/serve-sso';
import { logsPath } from './telemetry/collector';
import { fieldHookPath } from './telemetry/field-hook';

/** Who answers each part of the sandbox, built by `startSandbox` once the provider is up. */
export type SandboxHandlers = {
  faultsAdmin: Handler;
  profileAdmin: Handler;
  publish: Handler;
  clockAdmin: Handler;
  /** The stored field reports, for tests. */
  fieldAdmin: Handler;
  /** The OpenTelemetry collector the pages send field reports to. */
  collector: Handler;
  /** Plays a queued fault, or passes the request on. */
  dueFault: Handler;
  sso: Handler;
  api: Handler;
  /** `npm start`'s page listing every tenant, at `/`. */
  tenantIndex?: (() => string) | undefined;
  staticFiles: (req: IncomingMessage, res: ServerResponse) => Promise<void>;
};

/** Paths whose requests the log shows (`SANDBOX_LOG`): the API, the SSO and the test hooks. */
export const loggedPaths = [apiPaths, ssoPaths, under('/__sandbox/')];

/**
 * The sandbox's routing table, in order: the test hooks (before any fault, so a test can always
 * clear what it queued), the field reports' collector, a queued fault, the SSO, the API, the attachment host's pictures and files,
 * the stand-ins of the apps the portal links to, and the static export for everything else.
 */
export function sandboxRoutes(handlers: SandboxHandlers): Row[] {
  const { tenantIndex } = handlers;
  return [
    { method: '*', path: faultsPath, handle: handlers.faultsAdmin },
    { method: '*', path: profilePath, handle: handlers.profileAdmin },
    { method: '*', path: publishPath, handle: handlers.publish },
    { method: '*', path: clockPath, handle: handlers.clockAdmin },
    { method: '*', path: fieldHookPath, handle: handlers.fieldAdmin },
    // Before the faults: a test that fails every call must still hear what the page reports.
    { method: '*', path: logsPath, handle: handlers.collector },
    { method: '*', path: anyPath, handle: handlers.dueFault },
    { method: '*', path: ssoPaths, handle: handlers.sso },
    { method: '*', path: apiPaths, handle: handlers.api },
    {
      method: ['GET', 'HEAD'],
      path: under(attachmentMount),
      handle: (req, res, url) => handleMedia(req, res, url.pathname),
    },
    ...(tenantIndex
      ? [{ method: '*', path: '/', handle: (_req, res) => sendHtml(res, 200, tenantIndex()) } as Row]
      : []),
    {
      method: '*',
      path: under(attachmentMount),
      handle: (_req, res, url) => sendAttachment(res, url.pathname),
    },
    ...Object.entries(standInApps).map(([mount, title]): Row => ({
      method: '*',
      path: under(mount, { bare: true, ignoreCase: true }),
      handle: (_req, res, url) => sendStandIn(res, title, url),
    })),
    { method: '*', path: anyPath, handle: handlers.staticFiles },
  ];
}
