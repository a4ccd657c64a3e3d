'use client';

import { useEffect, useState } from 'react';
import * as Dialog from '@/components/ui/dialog';
import { Modal } from '@/components/ui/modal';
import { useTranslations } from '@/components/i18n/use-translations';
import marksText from '@/messages/parts/portal.marks.json';
import { toast } from '@/components/feedback/toast';
import { useAction, useCall } from '@/lib/api/use-call';
import { writeSession } from '@/lib/session/store';
import { useSite } from '@/lib/site/site-context';
import { publicCall } from '@/lib/api/call-ref';

/** The interest-marks dialog, 57% wide (the screen's width on a phone): pick the kinds of goods to hear about. */
type Props = { memberId: string; onShown: () => void; onClose: () => void };

/** Opens only once the categories have loaded and there is at least one; otherwise it closes unseen. */
export default function MarksDialog({ memberId, onShown, onClose }: Props) {
  const t = useTranslations('portal.marks', marksText);
  const site = useSite();
  const run = useAction();
  const [chosen, setChosen] = useState<string[]>([]);
  // The mark types are loaded only on the inventory platform (SPEC §4).
  const marks = useCall(
    publicCall('queryMarkList'),
    site.WebBusinessType === 'inventory' ? { BusinessType: 'Inventory' } : null,
  );

  const count = marks.data?.length ?? 0;
  useEffect(() => {
    if (marks.isLoading) return;
    if (count > 0) onShown();
    // Nothing to choose, or the list failed (silent, SPEC §8): no popup.
    else onClose();
  }, [marks.isLoading, count, onShown, onClose]);

  const save = async () => {
    try {
      await run(publicCall('saveMark'), { MemberId: memberId, MarkIds: chosen }, [], { quiet: true });
      writeSession((current) =>
        current.user ? { ...current, user: { ...current.user, MarkIds: chosen } } : current,
      );
      toast.success(t('saved'));
      onClose();
    } catch {
      // Failures other than success are silent (SPEC §8).
    }
  };
  const toggle = (id: string) =>
    setChosen((current) => (current.includes(id) ? current.filter((item) => item !== id) : [...current, id]));

  if (count === 0) return null;
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('title')}
      titleClassName="text-lg font-medium"
      description={t('text')}
      descriptionClassName="mt-2 text-muted"
      width="w-[calc(100vw-24px)] md:w-[57%]"
      data-testid="marks-popup"
    >
      <ul className="mt-4 flex flex-wrap gap-3">
        {(marks.data ?? []).map((mark) => (
          <li key={mark.Id}>
            <button
              type="button"
              aria-pressed={chosen.includes(mark.Id)}
              onClick={() => toggle(mark.Id)}
              className={`rounded border px-4 py-1.5 ${
                chosen.includes(mark.Id)
                  ? 'border-primary bg-primary text-white'
                  : 'border-line hover:text-primary'
              }`}
            >
              {mark.Name}
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Actions className="mt-6 flex justify-end gap-3">
        <Dialog.Close className="rounded border border-line px-4 py-1.5 hover:text-primary">
          {t('skip')}
        </Dialog.Close>
        <button
          type="button"
          onClick={() => void save()}
          className="rounded bg-primary px-6 py-1.5 text-white hover:bg-primary-hover"
        >
          {t('save')}
        </button>
      </Dialog.Actions>
    </Modal>
  );
}
