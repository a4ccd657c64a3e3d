'use client';

import * as Dialog from '@/components/ui/dialog';
import { useTranslations } from '@/components/i18n/use-translations';
// The text comes with this rarely loaded dialog, not in every page's hydration data (where it
// cost 650 bytes on each of thousands of pages).
import arrivalMessages from '@/messages/parts/arrival.json';
import type { ArrivalNotice, ArrivalQuestion } from '@/lib/sign-in/arrival-question';
import type { AccountLabel } from '@/lib/contract/account-label';

/**
 * The question an arrival with an id_token asks (SPEC §4 hand-over): whom the link signs in, and
 * who is signed in now when that is someone else; or a notice (why the link was ignored, how to
 * sign in as someone else after 取消). Closing it in any way answers no.
 */
type Props = { question: ArrivalQuestion; onAnswer: (goOn: boolean) => void };

type ArrivalText = typeof arrivalMessages.arrival;

/** Each notice's title and text under `arrival`. */
const notices = {
  refused: { title: 'refusedTitle', text: 'refused' },
  declined: { title: 'declinedTitle', text: 'declined' },
  handedOver: { title: 'handedOverTitle', text: 'handedOver' },
  jumpFailed: { title: 'jumpFailedTitle', text: 'jumpFailed' },
  jumpBlocked: { title: 'jumpFailedTitle', text: 'jumpBlocked' },
} as const satisfies Record<ArrivalNotice, { title: keyof ArrivalText; text: keyof ArrivalText }>;

export default function ArrivalDialog({ question, onAnswer }: Props) {
  const t = useTranslations('arrival', arrivalMessages);
  const primary = 'rounded bg-primary px-4 py-1.5 text-white hover:bg-primary-hover';
  const secondary = 'rounded border border-line px-4 py-1.5 hover:text-primary';
  const notice = question.kind === 'confirm' || question.kind === 'switch' ? null : notices[question.kind];
  // The login name and mobile, masked (lib/contract/account-label.ts): never a name the owner chose.
  const named = (label: AccountLabel) =>
    label.mobile
      ? t('accountMobile', { account: label.account, mobile: label.mobile })
      : t('account', { account: label.account });
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onAnswer(false))}>
      <Dialog.Panel className="w-[440px] max-w-[calc(100vw-2rem)] p-6" data-testid="arrival-dialog">
        <Dialog.Title className="text-base font-medium">{t(notice ? notice.title : 'title')}</Dialog.Title>
        <Dialog.Description className="mt-4 text-ink">
          {question.kind === 'confirm'
            ? t('confirm', { name: named(question.arriving) })
            : question.kind === 'switch'
              ? t('switch', { current: named(question.current), name: named(question.arriving) })
              : t(notice!.text)}
        </Dialog.Description>
        <div className="mt-6 flex justify-end gap-3">
          {notice ? (
            <button type="button" className={primary} onClick={() => onAnswer(false)}>
              {t('ok')}
            </button>
          ) : (
            <>
              <button type="button" className={secondary} onClick={() => onAnswer(false)}>
                {question.kind === 'switch' ? t('stay') : t('cancel')}
              </button>
              <button type="button" className={primary} onClick={() => onAnswer(true)}>
                {question.kind === 'switch'
                  ? t('switchTo', { name: question.arriving.account })
                  : t('signIn')}
              </button>
            </>
          )}
        </div>
      </Dialog.Panel>
    </Dialog.Root>
  );
}
