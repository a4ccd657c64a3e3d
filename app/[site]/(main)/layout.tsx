import { Suspense, type ReactNode } from 'react';
import { LazyMarksPopup } from '@/components/portal/marks/lazy-marks-popup';
import { Header } from '@/components/chrome/header';
import { Footer } from '@/components/chrome/footer';
import { LazyQuickNav } from '@/components/chrome/lazy-quick-nav';
import { siteFromParams } from '@/lib/site/build-time/get-site';

type Props = { children: ReactNode; params: Promise<{ site: string }> };

/** The main layout of SPEC §2: header, content, footer and the quick-navigation panel. */
export default async function MainLayout({ children, params }: Props) {
  const site = await siteFromParams(params);
  return (
    <>
      <Suspense>
        <Header site={site} />
      </Suspense>
      <main className="page-width min-h-[480px] py-6">{children}</main>
      <Suspense>
        <Footer site={site} />
      </Suspense>
      <LazyQuickNav />
      <LazyMarksPopup />
    </>
  );
}
