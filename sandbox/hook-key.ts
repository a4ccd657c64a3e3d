import { randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Handler } from './http/dispatch';
import { sendJson } from './http/respond';

/**
 * The sandbox's test hooks (`/__sandbox/faults`, `profile`, `publish`, `clock`, `field`) change
 * what every visitor of the sandbox gets, and a page on any other site could post to them (a
 * `text/plain` form post needs no preflight). So each asks for the key of this run of the sandbox in
 * a header, which no cross-site request can carry without a preflight the sandbox never allows. The
 * key is new at every start unless `SANDBOX_HOOK_KEY` names it (the browser tests' one for all their
 * sandboxes); the start banner prints it and `.sandbox/hooks/<port>.key` holds it for tools.
 */
export const HOOK_KEY_HEADER = 'x-sandbox-key';

export function newHookKey(): string {
  return randomBytes(24).toString('base64url');
}

/** Where a sandbox started on `port` from this folder leaves its key for the tools. */
export function hookKeyFile(port: number | string): string {
  return path.join('.sandbox', 'hooks', `${port}.key`);
}

export function writeHookKey(port: number | string, key: string): void {
  const file = hookKeyFile(port);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${key}\n`, { mode: 0o600 });
}

/**
 * The key for the sandbox at `origin`: `SANDBOX_HOOK_KEY` when set, else the file the sandbox on
 * that port wrote. Throws, naming both, when there is neither.
 */
export function hookKeyFor(origin: string, env: Record<string, string | undefined> = process.env): string {
  if (env.SANDBOX_HOOK_KEY) return env.SANDBOX_HOOK_KEY;
  const url = new URL(origin);
  const file = hookKeyFile(url.port || (url.protocol === 'https:' ? '443' : '80'));
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    throw new Error(
      `no key for the sandbox's test hooks at ${origin}: set SANDBOX_HOOK_KEY or start it here (${file})`,
    );
  }
}

function matches(presented: unknown, key: Buffer): boolean {
  if (typeof presented !== 'string') return false;
  const given = Buffer.from(presented);
  return given.length === key.length && timingSafeEqual(given, key);
}

/** `handle`, answered only for requests carrying the run's key; 403 for any other. */
export function withHookKey(key: string, handle: Handler): Handler {
  const expected = Buffer.from(key);
  return (req, res, url) => {
    if (matches(req.headers[HOOK_KEY_HEADER], expected)) return handle(req, res, url);
    sendJson(res, 403, {
      ErrorCode: 1,
      Message: `测试接口需要本次沙箱运行的钥匙（${HOOK_KEY_HEADER}，见启动信息）`,
      Data: null,
    });
  };
}
