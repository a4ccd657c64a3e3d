import { headersFor, type HeaderOptions, type PathKind } from '../response-headers';
import { compareHeaders, type HeaderCheck } from './compare';
import { fetchSameOrigin, type Fetcher } from './fetch-same-origin';
import { fixedTargets, scriptTarget, VerifyError, type Target } from './targets';

/** One address of the origin and how its answer measured up. */
export type UrlReport = {
  label: string;
  url: string;
  kind: PathKind;
  /** The final answer's status; null when none came. */
  status: number | null;
  /** Why the address could not be checked (or was not found), when it could not. */
  error?: string;
  checks: HeaderCheck[];
};

async function check(target: Target, options: HeaderOptions, fetcher: Fetcher | undefined, readBody = false) {
  const report: UrlReport = {
    label: target.label,
    url: target.url.href,
    kind: target.kind,
    status: null,
    checks: [],
  };
  let body = '';
  try {
    const { url, response } = await fetchSameOrigin(target.url, fetcher);
    report.url = url.href;
    report.status = response.status;
    if (readBody) body = await response.text();
    else await response.body?.cancel();
    if (!response.ok) report.error = `answered ${response.status}, expected a success`;
    report.checks = compareHeaders(headersFor(target.kind, options), (name) => response.headers.get(name));
  } catch (error) {
    // An answer cut off while its body was read is as unchecked as one that never came.
    report.error = error instanceof VerifyError ? error.message : `the answer broke off (${String(error)})`;
  }
  return { report, body };
}

/**
 * Fetches the tenant's public page, a user-centre page, the service worker and a script the page
 * loads, and holds each answer to the headers `response-headers.ts` gives its kind of path.
 */
export async function verifyOrigin(
  base: URL,
  options: HeaderOptions,
  fetcher?: Fetcher,
): Promise<UrlReport[]> {
  const [publicPage, ...others] = fixedTargets(base);
  // The public page is read: it names the script to check.
  const first = await check(publicPage!, options, fetcher, true);
  const reports = [first.report];
  for (const target of others) reports.push((await check(target, options, fetcher)).report);
  const script = scriptTarget(first.body, new URL(first.report.url));
  if (script) reports.push((await check(script, options, fetcher)).report);
  else {
    const why =
      first.report.status === null
        ? 'not looked for: the public page could not be read'
        : 'the public page names no script of its own origin to check';
    reports.push({
      label: 'script',
      url: first.report.url,
      kind: 'asset',
      status: null,
      error: why,
      checks: [],
    });
  }
  return reports;
}
