'use client';

import { useSearchParams } from 'next/navigation';
import { ArticleDetailView } from './article-detail-view';

/** `articledetail?id=`: one article. */
export function ArticleDetailFromQuery() {
  return <ArticleDetailView id={useSearchParams().get('id')} />;
}
