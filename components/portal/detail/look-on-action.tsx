'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { lookOnUrl } from '@/lib/portal/look-on';
import { useSite } from '@/lib/site/site-context';

/** 围观竞价: opens /transit in a new tab with BidUrlType=LookOn (SPEC §2). */
export function LookOnAction({ className }: { className: string }) {
  const t = useTranslations('portal');
  const site = useSite();
  return (
    <a
      href={lookOnUrl(site.VirtualDirectory)}
      target="_blank"
      rel="noopener"
      className={className}
      data-testid="look-on"
    >
      {t('lookOn')}
    </a>
  );
}
