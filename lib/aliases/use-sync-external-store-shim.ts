/**
 * SWR imports `use-sync-external-store/shim`, a fallback for React before 18 that, on React 18 and
 * later, hands over React's own hook. The build aliases the shim here (next.config.ts), so every
 * page's start-up scripts carry no fallback they never run.
 */
export { useSyncExternalStore } from 'react';
