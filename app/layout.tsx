import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { pageReferrerPolicy } from '@/lib/site/address/referrer-policy';
import { BOOT_SCRIPT_ATTRIBUTE, bootScript } from '@/lib/site/boot-script';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('metadata');
  return { title: t('defaultTitle'), referrer: pageReferrerPolicy };
}

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // The boot script (lib/site/boot-script.ts) marks <html> for 长者模式 before React hydrates it.
    <html lang="zh-CN" suppressHydrationWarning>
      <head>
        <script {...{ [BOOT_SCRIPT_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: bootScript }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
