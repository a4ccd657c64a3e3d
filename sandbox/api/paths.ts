import type { IncomingMessage } from 'node:http';

const bases = { API: '/baseapi', GATEWAY: '/gatewayapi', TRADING_API: '/tradingapi', ORIGIN: '' } as const;
export type CallBase = keyof typeof bases;

/** Where a call described in lib/contract is sent on the sandbox: its base address plus its path and query. */
export function callAddress(call: { base: CallBase; path: string }): string {
  return `${bases[call.base]}${call.path}`;
}

/** The sandbox path of a call described in lib/contract, query dropped: what its route matches. */
export function callPath(call: { base: CallBase; path: string }): string {
  return callAddress(call).split('?')[0]!;
}

/** The origin the caller reached the sandbox on, for links handed back in answers. */
export function requestOrigin(req: IncomingMessage): string {
  return `http://${req.headers.host ?? '127.0.0.1'}`;
}

/** A stored link: `/x` is a path on the caller's origin, anything else is absolute already. */
export function absoluteLink(req: IncomingMessage, link: string): string {
  return link.startsWith('/') ? `${requestOrigin(req)}${link}` : link;
}
