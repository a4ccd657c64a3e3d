import type { Header } from '../response-headers';

/** One header of one answer held to what `response-headers.ts` says it must be. */
export type HeaderCheck = {
  name: string;
  expected: string;
  /** The answer's value, null when it carried none. */
  got: string | null;
  ok: boolean;
  /** For a header read as a set (the CSP, a list), what is missing or extra. */
  difference?: string;
};

type Verdict = { ok: boolean; difference?: string };
type Rule = (expected: string, got: string) => Verdict;

/** What a set lacks and what it has beyond the expected one, in the expected order. */
function setDifference(expected: string[], got: string[]): string[] {
  const have = new Set(got);
  const want = new Set(expected);
  return [
    ...expected.filter((item) => !have.has(item)).map((item) => `lacks ${item}`),
    ...[...have].filter((item) => !want.has(item)).map((item) => `has extra ${item}`),
  ];
}

const verdict = (differences: string[]): Verdict =>
  differences.length === 0 ? { ok: true } : { ok: false, difference: differences.join('; ') };

/** A fixed value: the same text, spaces around it aside. */
const exact: Rule = (expected, got) => ({ ok: got.trim() === expected });

/** Items separated by `separator` whose order carries no meaning. */
function setOf(separator: string, caseless: boolean): Rule {
  const items = (value: string) =>
    value
      .split(separator)
      .map((item) => (caseless ? item.trim().toLowerCase() : item.trim()))
      .filter(Boolean);
  return (expected, got) => verdict(setDifference(items(expected), items(got)));
}

/**
 * Directive name to its sources. A browser obeys the first of two directives of one name and
 * ignores the rest, so the first is the one compared.
 */
export function parsePolicy(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (!name) continue;
    const key = name.toLowerCase();
    if (!directives.has(key)) directives.set(key, sources);
  }
  return directives;
}

/**
 * Directives compared as sets, each with its sources as a set: a CDN may write them in another
 * order. A comma starts a second policy, which a browser enforces as well (a second CSP header
 * joined into one value): that is not the policy of the source either.
 */
const contentSecurityPolicy: Rule = (expected, got) => {
  const policies = got.split(',').filter((policy) => policy.trim());
  if (policies.length > 1)
    return { ok: false, difference: `${policies.length} policies (a second header); one is expected` };
  const want = parsePolicy(expected);
  const have = parsePolicy(got);
  const differences: string[] = [];
  for (const [name, sources] of want) {
    const found = have.get(name);
    if (!found) differences.push(`${name} missing`);
    else {
      const sourceDifference = setDifference(sources, found);
      if (sourceDifference.length > 0) differences.push(`${name} ${sourceDifference.join(', ')}`);
    }
  }
  for (const name of have.keys()) if (!want.has(name)) differences.push(`${name} not expected`);
  return verdict(differences);
};

/** How each header is read; any other header is a fixed value. */
const rules: Record<string, Rule> = {
  'content-security-policy': contentSecurityPolicy,
  'permissions-policy': setOf(',', false),
  'cache-control': setOf(',', true),
  'strict-transport-security': setOf(';', true),
};

export function compareHeader([name, expected]: Header, got: string | null): HeaderCheck {
  if (got === null) return { name, expected, got, ok: false, difference: 'missing' };
  const rule = rules[name.toLowerCase()] ?? exact;
  return { name, expected, got, ...rule(expected, got) };
}

/** Every expected header against an answer's headers (`get` as in the Fetch API: any case, null when absent). */
export function compareHeaders(expected: Header[], get: (name: string) => string | null): HeaderCheck[] {
  return expected.map((header) => compareHeader(header, get(header[0])));
}
