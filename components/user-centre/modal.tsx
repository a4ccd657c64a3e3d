'use client';

import * as Dialog from '@/components/ui/dialog';
import type { ReactNode } from 'react';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  /** An alert closes only through its own button: no click-away, no Escape. */
  alert?: boolean;
  width?: string;
};

/** A centred dialog with focus handling (Radix). */
export function Modal({ open, onOpenChange, title, children, alert = false, width = 'w-[560px]' }: Props) {
  const block = alert ? (event: Event) => event.preventDefault() : undefined;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content
          role={alert ? 'alertdialog' : 'dialog'}
          aria-describedby={undefined}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onInteractOutside={block}
          className={`fixed left-1/2 top-1/2 z-50 max-h-[90vh] ${width} -translate-x-1/2 -translate-y-1/2 overflow-auto rounded bg-white p-6 shadow-xl`}
        >
          <Dialog.Title className="mb-4 text-base font-semibold">{title}</Dialog.Title>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
