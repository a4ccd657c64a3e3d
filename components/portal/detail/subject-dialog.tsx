'use client';

import { useState } from 'react';
import * as Dialog from '@/components/ui/dialog';
import { useTranslations } from '@/components/i18n/use-translations';
import type { Subject } from '@/lib/contract/announcement-detail';
import { slideOffset, SUBJECT_TAB_WIDTH, VISIBLE_SUBJECT_TABS } from '@/lib/portal/tab-strip';

type Props = { subjects: Subject[]; initial: string | null; onClose: () => void };

/** Subject detail, 980x800: a sliding strip of subject tabs over the label/value groups. */
export function SubjectDialog({ subjects, initial, onClose }: Props) {
  const t = useTranslations('portal.detail');
  const [selected, setSelected] = useState(initial ?? subjects[0]?.SubjectId ?? '');
  const [offset, setOffset] = useState(() =>
    slideOffset(
      0,
      Math.max(
        0,
        subjects.findIndex((s) => s.SubjectId === initial),
      ),
      subjects.length,
    ),
  );
  const subject = subjects.find((item) => item.SubjectId === selected) ?? subjects[0];
  const select = (index: number) => {
    const target = subjects[index];
    if (!target) return;
    setSelected(target.SubjectId);
    setOffset((current) => slideOffset(current, index, subjects.length));
  };
  const selectedIndex = subjects.findIndex((item) => item.SubjectId === subject?.SubjectId);

  return (
    <Dialog.Root open={initial !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Panel
        aria-describedby={undefined}
        className="flex h-[800px] max-h-[95vh] w-[980px] flex-col"
        data-testid="subject-dialog"
      >
        <Dialog.TitleBar
          title={t('subjectDialog')}
          close="×"
          closeLabel={t('close')}
          className="border-b border-line px-6 py-4"
          titleClassName="text-lg font-medium"
          closeClassName="text-2xl leading-none text-muted hover:text-ink"
        />
        <div className="flex items-center gap-2 px-6 pt-4">
          <button
            type="button"
            aria-label="‹"
            disabled={selectedIndex <= 0}
            onClick={() => select(selectedIndex - 1)}
            className="h-9 w-8 rounded bg-canvas disabled:opacity-40"
          >
            ‹
          </button>
          <div className="overflow-hidden" style={{ width: SUBJECT_TAB_WIDTH * VISIBLE_SUBJECT_TABS }}>
            <div
              role="tablist"
              className="flex transition-transform duration-300"
              style={{ transform: `translateX(-${offset * SUBJECT_TAB_WIDTH}px)` }}
              data-testid="subject-strip"
              data-offset={offset}
            >
              {subjects.map((item, index) => (
                <button
                  key={item.SubjectId}
                  type="button"
                  role="tab"
                  aria-selected={item.SubjectId === subject?.SubjectId}
                  onClick={() => select(index)}
                  style={{ width: SUBJECT_TAB_WIDTH }}
                  className={`shrink-0 truncate border-b-2 px-2 py-2 ${
                    item.SubjectId === subject?.SubjectId ? 'border-primary text-primary' : 'border-line'
                  }`}
                  title={item.Name}
                >
                  {item.Name}
                </button>
              ))}
            </div>
          </div>
          <button
            type="button"
            aria-label="›"
            disabled={selectedIndex >= subjects.length - 1}
            onClick={() => select(selectedIndex + 1)}
            className="h-9 w-8 rounded bg-canvas disabled:opacity-40"
          >
            ›
          </button>
        </div>
        <div role="tabpanel" className="flex-1 overflow-y-auto px-6 py-4">
          {subject?.Groups.map((group) => (
            <table key={group.Title} className="mb-4 w-full border border-line text-left">
              <caption className="bg-canvas px-3 py-2 text-left font-medium">{group.Title}</caption>
              <tbody>
                {group.Rows.map((row) => (
                  <tr key={row.Label} className="border-t border-line">
                    <th className="w-[200px] bg-canvas/50 px-3 py-2 font-normal text-muted">{row.Label}</th>
                    <td className="px-3 py-2">{row.Value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      </Dialog.Panel>
    </Dialog.Root>
  );
}
