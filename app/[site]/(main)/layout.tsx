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
      {/* Not in a boundary of its own: React moves a finished boundary that comes after more than
          12.8 KB of markup to the end of the HTML and shows it late, and a home's header then came
          after its sections and moved the whole page down. */}
      <Header site={site} />
      <main className="page-width min-h-[480px] py-6">{children}</main>
      {/* A finished boundary of its own, hydrated after the content: at the end of the page,
          where showing it late moves nothing. */}
      <Suspense>
        <Footer site={site} />
      </Suspense>
      <LazyQuickNav />
      <LazyMarksPopup />
    </>
  );
}
