'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { goBack } from '@/lib/site/navigation/go-back';
import { href } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';

type Props = {
  /** 重试: sends the request again. */
  onRetry: () => void;
  /** Where 返回 goes instead of the page before (the sign-in wait's history is the provider's). */
  backTo?: string;
  /** `light`: on the shell's coloured waiting screen. */
  tone?: 'plain' | 'light';
};

/**
 * 网络较慢 with 重试 and 返回, for a wait that has gone on too long (`useSlow`): a list, a detail,
 * the sign-in wait. The wait goes on behind it; the visitor chooses whether to stay.
 */
export function SlowAnswer({ onRetry, backTo, tone = 'plain' }: Props) {
  const t = useTranslations('ui');
  const site = useSite();
  const light = tone === 'light';
  const button = light
    ? 'rounded border border-white px-4 py-1.5 text-white hover:bg-white/20'
    : 'rounded border border-primary px-4 py-1.5 text-primary hover:bg-primary hover:text-white';
  return (
    <div role="alert" className="mt-4 text-center" data-testid="slow-answer">
      <p className={light ? 'text-white' : 'text-ink'}>{t('slow')}</p>
      <div className="mt-3 flex flex-wrap justify-center gap-3">
        <button type="button" className={button} onClick={onRetry}>
          {t('retry')}
        </button>
        <button
          type="button"
          className={button}
          onClick={() => (backTo ? window.location.assign(backTo) : goBack(href(site, 'root')))}
        >
          {t('back')}
        </button>
      </div>
    </div>
  );
}
