'use client';

import { lazy, Suspense } from 'react';
import { useTranslations } from '@/components/i18n/use-translations';
import { afterContent } from '@/components/site/content-first';
import { useSite } from '@/lib/site/site-context';
import { CompareToggleLook, type CompareToggleProps } from './compare-toggle-look';

const loadLive = () => import('./compare-toggle-live');

// What the toggle knows (the device's set) loads just after the page's content: the card draws its
// toggle at once, unpressed as the set is unknown until read, and nothing moves when it comes.
const Live = lazy(() =>
  afterContent()
    .then(loadLive)
    .then((module) => ({ default: module.CompareToggleLive })),
);

/** Before the live part: a press is not lost, it adds the lot (which the set keeps but once). */
function EarlyToggle(props: CompareToggleProps) {
  const t = useTranslations('portal.compare');
  const { VirtualDirectory: tenant } = useSite();
  return (
    <CompareToggleLook
      added={false}
      onPress={() => void loadLive().then((module) => module.pressCompare(props, tenant, false, t))}
      className={props.className}
    />
  );
}

/** 加入对比 / 已加入对比 on a card, a row or a detail. */
export function CompareToggle(props: CompareToggleProps) {
  return (
    <Suspense fallback={<EarlyToggle {...props} />}>
      <Live {...props} />
    </Suspense>
  );
}
