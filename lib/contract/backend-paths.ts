/**
 * The one place that maps the data calls SPEC §7 leaves unnamed (`lib/contract/unnamed-calls.ts`) to the
 * real backend: where it answers a call at another path than the one designed here, add
 * `'/api/AnncApi/ApplyBid': '/api/Real/Path'`. Empty: every call goes to its designed path, which is
 * what the sandbox answers. A unit test keeps every key a known call.
 */
export const backendPaths: Readonly<Record<string, string>> = {};

/** The path a call is sent to. */
export function backendPath(path: string, table: Readonly<Record<string, string>> = backendPaths): string {
  return table[path] ?? path;
}
