'use client';

import { useEffect } from 'react';
import { useSite } from '@/lib/site/site-context';

// Every mounted name, newest last: one observer keeps the newest, so two names on one page (a list
// type and the article shown in it) never take turns rewriting the title.
const wantedTitles: string[] = [];
let buildTimeTitle = '';
let observer: MutationObserver | null = null;

function applyNewest() {
  const wanted = wantedTitles.at(-1);
  if (wanted !== undefined && document.title !== wanted) document.title = wanted;
}

function hold(wanted: string): () => void {
  if (wantedTitles.length === 0) {
    buildTimeTitle = document.title;
    // React commits the build-time <title> again after the page settles; the name must outlast it.
    observer = new MutationObserver(applyNewest);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  }
  wantedTitles.push(wanted);
  applyNewest();
  return () => {
    wantedTitles.splice(wantedTitles.lastIndexOf(wanted), 1);
    if (wantedTitles.length > 0) return applyNewest();
    observer?.disconnect();
    observer = null;
    document.title = buildTimeTitle;
  };
}

/**
 * Names the page after what it shows once that is known in the browser (a record, a list's type),
 * through the same template as the build-time title, `{name} - {Title}`: the static page can only
 * say its kind (公告详情, 文章列表). The build-time title comes back when the last name unmounts.
 */
export function DocumentTitle({ name }: { name: string }) {
  const { Title } = useSite();
  useEffect(() => (name ? hold(`${name} - ${Title}`) : undefined), [name, Title]);
  return null;
}
