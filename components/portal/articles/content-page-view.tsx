'use client';

import { useSearchParams } from 'next/navigation';
import { useCall } from '@/lib/api/use-call';
import { useSite } from '@/lib/site/site-context';
import { ArticleBody } from '@/components/portal/content/article-body';
import { DetailState } from '@/components/ui/detail-state';
import { publicCall } from '@/lib/api/call-ref';

const getContentPage = publicCall('getContentPage');

/** `ylHead?id=`: a footer content page of recycle or solid waste. */
export function ContentPageView() {
  const site = useSite();
  const id = Number.parseInt(useSearchParams().get('id') ?? '', 10);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isLoading, mutate } = useCall(
    getContentPage,
    valid ? { PlatformId: site.PlatformId, PageId: id } : null,
  );
  if (!valid || !data) return <DetailState hasId={valid} query={{ isLoading, error, mutate }} />;
  return <ArticleBody title={data.Title} time={data.UpdateTime} html={data.Html} />;
}
