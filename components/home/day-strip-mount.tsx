'use client';

import { noticeOnFailure } from '@/components/ui/part-failed';
import { afterContentPart } from '@/components/site/after-content-part';
import type { DayStripProps } from './day-strip';

// After the home's own content: the strip's code, its list filters and its two calls never share
// the line with what the home paints first.
const DayStrip = afterContentPart(() =>
  noticeOnFailure(import('./day-strip').then((module) => module.DayStrip)),
);

/**
 * 今日开拍 / 明日开拍's place on a home, its height held from the first paint (on a phone the two
 * days stack), so nothing below moves when it fills in.
 */
export function DayStripMount({ label, ...props }: DayStripProps & { label: string }) {
  return (
    <section
      aria-label={label}
      className="min-h-[316px] rounded bg-white p-3 shadow-sm md:min-h-[172px] md:p-4"
      data-testid="day-strip"
    >
      <DayStrip {...props} />
    </section>
  );
}
