'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

const noSubscription = () => () => {};
const nothing = () => null;

/**
 * A part of a page whose code is a chunk of its own, asked for when the part first renders in the
 * browser; the exported HTML and the hydrating render show `loading` in its place. This is what
 * `next/dynamic` with `ssr: false` does, without its server-rendering and preloading runtime
 * (1.3 KiB gzip before every page hydrates) that a static export never runs.
 */
export function clientPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loading: () => ReactNode = nothing,
): ComponentType<P> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function ClientPart(props: P) {
    const inBrowser = useSyncExternalStore(
      noSubscription,
      () => true,
      () => false,
    );
    if (!inBrowser) return loading();
    return (
      <Suspense fallback={loading()}>
        <Part {...props} />
      </Suspense>
    );
  };
}
