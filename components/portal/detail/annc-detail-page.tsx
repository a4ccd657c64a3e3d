import type { SiteConfig } from '@/sites/schema';
import { detailRoutesOf } from '@/lib/portal/route-set';
import { AnncDetailView } from './annc-detail';

/**
 * The content of every announcement detail route (noticeDetail, anncDetail, publicDetail), handed
 * when the page is built the routes its links need (`detailRoutesOf`), so the catalogue behind
 * them stays out of the browser.
 */
export function anncDetailContent(site: SiteConfig) {
  return <AnncDetailView routes={detailRoutesOf(site.portalApp)} />;
}
