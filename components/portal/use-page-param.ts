'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';

/** The `?page=` of a list, and a way to move to another page keeping the rest of the query. */
export function usePageParam() {
  const search = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const parsed = Number.parseInt(search.get('page') ?? '', 10);
  const page = Number.isFinite(parsed) && parsed >= 1 ? parsed : 1;
  const goTo = (next: number) => {
    const params = new URLSearchParams(search.toString());
    if (next > 1) params.set('page', String(next));
    else params.delete('page');
    const query = params.toString();
    router.replace(`${pathname}${query ? `?${query}` : ''}`, { scroll: false });
  };
  return { page, goTo, search };
}
