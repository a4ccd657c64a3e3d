'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { CalendarButton } from '@/components/calendar/calendar-button';
import { href } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';
import { linkButtonClass } from '@/components/ui/field';

type Props = { which: 'favourites' | 'participation' };

/** 加入日历 for every favourite or participation, and the way to 我的日程. */
export function FollowedCalendar({ which }: Props) {
  const site = useSite();
  const t = useTranslations('userCentre.schedule');
  const load = async () => {
    const { followedAnncIds, keyDatesOfAnnouncements } = await import('@/components/calendar/followed-dates');
    return keyDatesOfAnnouncements(site, await followedAnncIds(site, which));
  };
  return (
    <span className="flex items-center gap-4">
      <a className={linkButtonClass} href={href(site.VirtualDirectory, 'schedule')}>
        {t('link')}
      </a>
      <CalendarButton
        label={t('calendar')}
        fileName={t('fileName')}
        load={load}
        className="rounded border border-primary px-3 py-1 text-sm text-primary hover:bg-primary hover:text-white disabled:opacity-60"
      />
    </span>
  );
}
