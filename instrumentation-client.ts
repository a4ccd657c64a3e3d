import { startEarlyChecks } from '@/lib/api/early-checks';
import { preloadEarlyPictures } from '@/lib/api/early-picture';

// Next runs this module after the page's scripts have loaded and before React hydrates.
startEarlyChecks(document);
preloadEarlyPictures(document);
