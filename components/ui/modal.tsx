'use client';

import type { ReactNode } from 'react';
import * as Dialog from './dialog';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title that screen readers read with it. */
  description?: ReactNode;
  children: ReactNode;
  /** An alert closes only through its own button: no click-away, no Escape. */
  alert?: boolean;
  /** Width classes of the card. */
  width?: string;
  /** How the title reads: the user centre's plain heading unless the page's design says otherwise. */
  titleClassName?: string;
  descriptionClassName?: string;
  'data-testid'?: string;
};

/** A centred dialog with a title: the one shell every form, question and notice dialog uses. */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  alert = false,
  width = 'w-[560px]',
  titleClassName = 'mb-4 text-base font-semibold',
  descriptionClassName = 'mt-3',
  'data-testid': testId,
}: Props) {
  const block = alert ? (event: Event) => event.preventDefault() : undefined;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Panel
        role={alert ? 'alertdialog' : 'dialog'}
        {...(description === undefined ? { 'aria-describedby': undefined } : {})}
        onEscapeKeyDown={block}
        onPointerDownOutside={block}
        onInteractOutside={block}
        className={`${width} p-6`}
        data-testid={testId}
      >
        <Dialog.Title className={titleClassName}>{title}</Dialog.Title>
        {description === undefined ? null : (
          <Dialog.Description className={descriptionClassName}>{description}</Dialog.Description>
        )}
        {children}
      </Dialog.Panel>
    </Dialog.Root>
  );
}
