import type { ReactNode } from 'react';
import { LazyMarksPopup } from '@/components/portal/marks/lazy-marks-popup';
import { Header } from '@/components/chrome/header';
import { LazyQuickNav } from '@/components/chrome/lazy-quick-nav';
import { siteFromParams } from '@/lib/site/build-time/get-site';

type Props = { children: ReactNode; params: Promise<{ site: string }> };

/** mapFindHouse and fullVirtualReality: the header without search and menu, and no footer (SPEC §2). */
export default async function BareLayout({ children, params }: Props) {
  const site = await siteFromParams(params);
  return (
    <>
      <Header site={site} showSearch={false} showMenu={false} />
      <main className="page-width min-h-[480px] py-6">{children}</main>
      <LazyQuickNav />
      <LazyMarksPopup />
    </>
  );
}
