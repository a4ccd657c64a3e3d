import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { pageReferrerPolicy } from '@/lib/site/address/referrer-policy';
import { BOOT_SCRIPT_ATTRIBUTE, bootScript } from '@/lib/boot/boot-script';
import { failureTextAttributes } from '@/lib/site/failure/failure-text';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('metadata');
  return { title: t('defaultTitle'), referrer: pageReferrerPolicy };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const ui = await getTranslations('ui');
  const failureText = {
    [failureTextAttributes.title]: ui('pageFailed'),
    [failureTextAttributes.text]: ui('pageFailedText'),
    [failureTextAttributes.reload]: ui('reload'),
  };
  return (
    // The boot script (lib/boot/boot-script.ts) marks <html> for 长者模式 before React hydrates it.
    // The root error page's words ride on <html> (lib/site/failure/failure-text.ts).
    <html lang="zh-CN" suppressHydrationWarning {...failureText}>
      <head>
        <script {...{ [BOOT_SCRIPT_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: bootScript }} />
      </head>
      <body>{children}</body>
    </html>
  );
}
