'use client';

import { useEffect } from 'react';
import { useSite } from '@/lib/site/site-context';

/**
 * Names the page after what it shows once that is known in the browser (a record, a list's type),
 * through the same template as the build-time title, `{name} - {Title}`: the static page can only
 * say its kind (公告详情, 文章列表). The build-time title comes back when it unmounts.
 */
export function DocumentTitle({ name }: { name: string }) {
  const { Title } = useSite();
  useEffect(() => {
    if (!name) return;
    const before = document.title;
    const wanted = `${name} - ${Title}`;
    const apply = () => {
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    // React commits the build-time <title> again after the page settles; the name must outlast it.
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = before;
    };
  }, [name, Title]);
  return null;
}
