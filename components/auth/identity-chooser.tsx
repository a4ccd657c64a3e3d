'use client';

import { useState } from 'react';
import * as Dialog from '@/components/ui/dialog';
import { useTranslations } from '@/components/i18n/use-translations';
import chooserText from '@/messages/parts/auth.chooser.json';
import { toast } from '@/components/feedback/toast';
import type { Identity } from '@/lib/contract/identity';
import { identityIcon } from '@/lib/auth/identity-icon';
import { useSite } from '@/lib/site/site-context';

/**
 * The identity chooser of SPEC §2: cannot be dismissed (no click-away, no close button, no
 * Escape); single click selects, double click confirms, Enter or Space select from the keyboard.
 * On 切换身份 the identity in use is marked, so the user sees what they are switching from.
 */
export function IdentityChooser({
  identities,
  currentId,
  onConfirm,
}: {
  identities: Identity[];
  /** IdentityId of the identity in use, if any. */
  currentId: string | null;
  onConfirm: (identity: Identity) => void;
}) {
  const t = useTranslations('auth.chooser', chooserText);
  const site = useSite();
  const [selected, setSelected] = useState<Identity | null>(null);

  const confirm = (identity: Identity | null) => {
    if (!identity) {
      toast.warning(t('required'));
      return;
    }
    onConfirm(identity);
  };

  return (
    <Dialog.Root open>
      <Dialog.Panel
        data-testid="identity-chooser"
        className="w-[calc(100%-24px)] p-6 text-ink md:w-[30%] md:min-w-[360px]"
        onEscapeKeyDown={(event) => event.preventDefault()}
        onPointerDownOutside={(event) => event.preventDefault()}
        onInteractOutside={(event) => event.preventDefault()}
      >
        <Dialog.Title className="text-lg font-bold">{t('title')}</Dialog.Title>
        <Dialog.Description className="sr-only">{t('description')}</Dialog.Description>
        <div role="radiogroup" aria-label={t('title')} className="mt-4 grid grid-cols-2 gap-3">
          {identities.map((identity) => {
            const checked = selected?.IdentityId === identity.IdentityId;
            return (
              <button
                key={String(identity.IdentityId)}
                type="button"
                role="radio"
                aria-checked={checked}
                data-testid="identity-card"
                className={`flex flex-col items-center gap-2 rounded border-2 px-3 py-4 ${
                  checked
                    ? 'border-primary bg-primary/5 text-primary'
                    : 'border-line hover:border-primary-hover'
                }`}
                onClick={() => setSelected(identity)}
                onDoubleClick={() => confirm(identity)}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a static export serves plain files */}
                <img
                  src={`${site.StaticApi}/images/identity/${identityIcon(identity)}.svg`}
                  alt=""
                  width={48}
                  height={48}
                />
                <span>{identity.IdentityName}</span>
                {String(identity.IdentityId) === currentId ? (
                  <span className="rounded bg-active px-2 text-xs text-white" data-testid="current-identity">
                    {t('current')}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
        <p className="mt-4 min-h-6 text-sm text-muted" aria-live="polite" data-testid="identity-switch-line">
          {selected ? t('switchTo', { name: selected.IdentityName }) : null}
        </p>
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            className="rounded bg-primary px-8 py-2 text-white hover:bg-primary-hover"
            onClick={() => confirm(selected)}
          >
            {t('confirm')}
          </button>
        </div>
      </Dialog.Panel>
    </Dialog.Root>
  );
}
