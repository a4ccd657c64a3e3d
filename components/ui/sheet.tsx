'use client';

import type { ReactNode } from 'react';
import * as Dialog from './dialog';

/** Where a sheet sits: a drawer along the left edge, or a sheet up from the bottom edge. */
const edges = {
  left: 'fixed inset-y-0 left-0 h-dvh w-[300px] max-w-[85vw]',
  bottom: 'fixed inset-x-0 bottom-0 top-auto max-h-[85vh] w-full max-w-none rounded-t-lg',
} as const;

type SheetProps = {
  open: boolean;
  onClose: () => void;
  edge: keyof typeof edges;
  title: string;
  /** The word on the close button at the title's end (关闭, 收起). */
  closeText: string;
  testId: string;
  className?: string;
  children: ReactNode;
};

/**
 * A modal panel held to one edge of the screen, a phone's way to show what a desktop shows beside
 * the page: its title and close button on top, its content scrolling under them when it is long.
 */
export function Sheet({
  open,
  onClose,
  edge,
  title,
  closeText,
  testId,
  className = '',
  children,
}: SheetProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <Dialog.Content
        aria-describedby={undefined}
        className={`${edges[edge]} z-50 overflow-y-auto bg-white shadow-xl ${className}`}
        data-testid={testId}
      >
        <Dialog.TitleBar
          title={title}
          close={closeText}
          className="sticky top-0 z-10 border-b border-line bg-white px-4 py-3"
          titleClassName="text-base font-semibold"
          closeClassName="px-2 py-1 text-primary"
        />
        {children}
      </Dialog.Content>
    </Dialog.Root>
  );
}
