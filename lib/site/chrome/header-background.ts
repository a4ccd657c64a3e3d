import { kindPath } from '@/sites/pages';

/**
 * SPEC §2: the header is transparent on the main page (the tenant root or `<app>/home/`) and on
 * the capital list (`<app>/list/`), or when the bidding-background flag is set; white elsewhere.
 */
export function headerBackground(inner: string, biddingBackground = false): 'transparent' | 'white' {
  if (biddingBackground) return 'transparent';
  const path = inner.split(/[?#]/)[0]!.replace(/^\/+/, '');
  if (path === '') return 'transparent';
  const app = path.split('/')[0]!;
  const page = path.replace(/\/?$/, '/');
  if (/^\w+$/.test(app) && (page === kindPath(app, 'home') || page === kindPath(app, 'list')))
    return 'transparent';
  return 'white';
}
