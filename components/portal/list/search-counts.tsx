'use client';

import { useTranslations } from '@/components/i18n/use-translations';
import { useCall } from '@/lib/api/use-call';
import { type AnncKind } from '@/lib/contract/announcements';
import { href } from '@/lib/site/navigation/paths';
import type { ListRoute } from '@/sites/page-kinds';
import { useSite } from '@/lib/site/site-context';
import { publicCall } from '@/lib/api/call-ref';

const queryAnncList = publicCall('queryAnncList');

const kinds = ['project', 'result'] as const;

/** The route (inside the portal app) listing each kind; null where the app has none. */
export type SearchLists = Record<(typeof kinds)[number], ListRoute | null>;

/**
 * The header search looks in announcements and results together: how many of each hold the word,
 * each a link to its list. The list shown counts itself; the other is asked for one row.
 */
export function SearchCounts({
  word,
  kind,
  total,
  lists,
}: {
  word: string;
  kind: AnncKind;
  total: number | null;
  lists: SearchLists;
}) {
  const t = useTranslations('listFilters.searchCounts');
  const site = useSite();
  return (
    <nav aria-label={t('label')} className="mb-3 flex gap-4" data-testid="search-counts">
      {kinds.map((each) => {
        const route = lists[each];
        if (!route) return null;
        const target = href(site, route, { word });
        return (
          <KindCount
            key={each}
            kind={each}
            word={word}
            href={target}
            current={each === kind}
            total={each === kind ? total : null}
          />
        );
      })}
    </nav>
  );
}

type CountProps = {
  kind: 'project' | 'result';
  word: string;
  href: string;
  current: boolean;
  total: number | null;
};

function KindCount({ kind, word, href, current, total }: CountProps) {
  const t = useTranslations('listFilters.searchCounts');
  const site = useSite();
  const { data } = useCall(
    queryAnncList,
    current ? null : { PlatformId: site.PlatformId, Kind: kind, Word: word, PageIndex: 1, PageSize: 1 },
  );
  const count = current ? total : (data?.Total ?? null);
  const label = count === null ? t(kind, { count: '…' }) : t(kind, { count });
  return current ? (
    <span aria-current="page" className="font-medium text-primary" data-testid={`search-count-${kind}`}>
      {label}
    </span>
  ) : (
    <a href={href} className="hover:text-primary" data-testid={`search-count-${kind}`}>
      {label}
    </a>
  );
}
