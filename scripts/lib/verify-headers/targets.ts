import { z } from 'zod';
import { WORKER_PATH } from '../../../lib/offline/worker-rules';
import { href } from '../../../sites/pages';
import { kindOf, type PathKind } from '../response-headers';

export class VerifyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'VerifyError';
  }
}

/** An address whose answer is checked, and the kind of path its headers follow. */
export type Target = { label: string; url: URL; kind: PathKind };

/** Path kind of an address on the origin, by the rule the header formats use. */
const kindAt = (url: URL): PathKind => kindOf(url.pathname.replace(/^\/+/, ''));

const baseSchema = z
  .url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' })
  .transform((value) => new URL(value))
  .refine((url) => /^\/[0-9a-z]+\/?$/.test(url.pathname), {
    error: "must be a tenant's address at the root of the origin, like https://host/client/",
  })
  .refine((url) => !url.username && !url.password, { error: 'must not carry a user name or password' })
  .transform((url) => new URL(`${url.pathname.replace(/\/?$/, '/')}`, url.origin));

/** The tenant's own address (`https://host/client/`) from what the release engineer typed. */
export function tenantBase(input: string | undefined): URL {
  if (!input)
    throw new VerifyError(
      "name the deployed tenant's address: npm run verify-headers -- https://host/client/",
    );
  const parsed = baseSchema.safeParse(input.trim());
  if (!parsed.success)
    throw new VerifyError(`${input}: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`);
  return parsed.data;
}

/**
 * What a visitor's browser asks the origin for, besides a script the public page names: the
 * tenant's public page, a user-centre page (what framing and a token in the address would expose),
 * and the one service worker, served from the root of the origin for every tenant.
 */
export function fixedTargets(base: URL): Target[] {
  const tenant = base.pathname.split('/')[1]!;
  const page = (label: string, url: URL): Target => ({ label, url, kind: kindAt(url) });
  return [
    page('public page', base),
    page('user-centre page', new URL(href(tenant, 'userDetail'), base)),
    page('service worker', new URL(WORKER_PATH, base)),
  ];
}

/** The first script of the page's own origin that its HTML loads by address, or null. */
export function scriptTarget(html: string, page: URL): Target | null {
  for (const match of html.matchAll(/<script\b[^>]*?\bsrc\s*=\s*(["'])([^"']+)\1/gi)) {
    let url: URL;
    try {
      url = new URL(match[2]!.replaceAll('&amp;', '&'), page);
    } catch {
      continue;
    }
    if (url.origin === page.origin) return { label: 'script', url, kind: kindAt(url) };
  }
  return null;
}
