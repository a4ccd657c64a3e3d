import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { pageReferrerPolicy } from '@/lib/site/address/referrer-policy';
import { elderModeBootScript } from '@/lib/site/chrome/elder-mode';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('metadata');
  return { title: t('defaultTitle'), referrer: pageReferrerPolicy };
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The 长者模式 script below marks <html> before React hydrates it.
    <html lang="zh-CN" suppressHydrationWarning>
      <head>
        {/* Before any chunk loads: zod must not probe `new Function` (it would compile faster
            parsers with it), since the pages' script policy forbids eval and the browser reports
            even a probe it refuses. zod reads this global config object (its `z.config`). The
            build hashes this script into each page's policy like Next's own inline scripts. It also
            applies 长者模式 before the first paint; one script rather than two saves a hash and a tag
            on every page. */}
        <script
          dangerouslySetInnerHTML={{
            __html: `globalThis.__zod_globalConfig={jitless:true};${elderModeBootScript}`,
          }}
        />
      </head>
      <body>{children}</body>
    </html>
  );
}
