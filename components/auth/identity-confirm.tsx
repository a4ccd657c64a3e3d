'use client';

import * as Dialog from '@/components/ui/dialog';
import { useTranslations } from '@/components/i18n/use-translations';
import identityText from '@/messages/parts/portal.identity.json';
import { href } from '@/lib/site/navigation/paths';
import { useSite } from '@/lib/site/site-context';

/** The 去认证 confirm of SPEC §5: the action needs an authenticated buyer identity. */
export default function IdentityConfirm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('portal.identity', identityText);
  const site = useSite();
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Panel className="w-[420px] p-6" data-testid="identity-confirm">
        <Dialog.Title className="text-base font-medium">{t('title')}</Dialog.Title>
        <Dialog.Description className="mt-4 text-ink">{t('needBuyer')}</Dialog.Description>
        <div className="mt-6 flex justify-end gap-3">
          <Dialog.Close className="rounded border border-line px-4 py-1.5 hover:text-primary">
            {t('cancel')}
          </Dialog.Close>
          <a
            href={href(site.VirtualDirectory, 'addBusinessIdentity')}
            className="rounded bg-primary px-4 py-1.5 text-white hover:bg-primary-hover"
          >
            {t('goAuth')}
          </a>
        </div>
      </Dialog.Panel>
    </Dialog.Root>
  );
}
