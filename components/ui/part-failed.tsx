'use client';

import type { ComponentType, ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslations } from '@/components/i18n/use-translations';
import { noteFieldEvent } from '@/lib/telemetry/field-events';

/*
 * For `clientPart`: parts a visitor asked for (a dialog, the table view, a map) whose code did
 * not arrive (a dropped connection, a release that replaced it). Thrown, the failure would take
 * the whole page down; here it stays where it happened and says so. Only a reload asks for the
 * code again: the bundler remembers a failed chunk for the life of the page.
 */

/**
 * A dialog that cannot open says so in a bar along the bottom of the screen, with 关闭 (back to the
 * page as it was) and 重新加载. Not a toast: the toast library is a chunk too, and on a dropped
 * connection it would not arrive either. One mounted closed ahead of its use (`open: false`) says
 * nothing until it is opened.
 */
export function closedOnFailure<P extends { open?: boolean; onClose: () => void }>(
  load: Promise<ComponentType<P>>,
): Promise<ComponentType<P>> {
  return load.catch(() => {
    noteFieldEvent({ name: 'chunk_failed' });
    return DialogFailed as ComponentType<P>;
  });
}

/** A view that cannot draw shows, in its place, why and a way to load it again. */
export function noticeOnFailure<P>(load: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return load.catch(() => {
    noteFieldEvent({ name: 'chunk_failed' });
    return PartFailed as ComponentType<P>;
  });
}

function DialogFailed({ open = true, onClose }: { open?: boolean; onClose: () => void }) {
  if (!open) return null;
  return <FailedBar onClose={onClose} />;
}

/**
 * The bar along the bottom of the screen that says an action could not be done, with 关闭 and
 * 重新加载; `message` instead of the part's own sentence (an action says what it needed). It is
 * put on the body, above the phone's quick bar: raised from inside a fixed bar of its own (the
 * detail's action bar), it would otherwise sit in that bar's layer, under the quick bar.
 */
export function FailedBar({ onClose, message }: { onClose: () => void; message?: string }) {
  const t = useTranslations('ui');
  return createPortal(
    <PartFailed
      message={message}
      className="fixed inset-x-4 bottom-20 z-50 shadow-lg md:inset-x-auto md:bottom-4 md:right-4 md:max-w-md"
    >
      <button type="button" className="ml-3 text-muted underline" onClick={onClose}>
        {t('close')}
      </button>
    </PartFailed>,
    document.body,
  );
}

/** Whether the browser knows it has no network: then a part's code could not have come. */
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

function PartFailed({
  className = '',
  message,
  children,
}: {
  className?: string;
  message?: string;
  children?: ReactNode;
}) {
  const t = useTranslations('ui');
  return (
    <p
      role="alert"
      className={`rounded bg-white p-4 text-center text-muted ${className}`}
      data-testid="part-failed"
    >
      {/* Offline, "the network may be unstable" is no reason: say that this part was never kept. */}
      {message ?? (offline() ? t('partOffline') : t('partFailed'))}{' '}
      <button type="button" className="text-primary underline" onClick={() => window.location.reload()}>
        {t('reload')}
      </button>
      {children}
    </p>
  );
}
