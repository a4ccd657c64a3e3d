import { startEarlyChecks } from '@/lib/api/early-checks';

// Next runs this module after the page's scripts have loaded and before React hydrates.
startEarlyChecks(document);
