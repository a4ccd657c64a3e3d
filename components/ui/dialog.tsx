'use client';

import {
  createContext,
  use,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
  type SyntheticEvent,
  type ReactNode,
} from 'react';

/**
 * A modal dialog on the native `<dialog>` element, with the parts and props of Radix Dialog this
 * portal uses. The browser does the hard parts Radix shipped as JavaScript: the dialog sits in the
 * top layer, the rest of the page is inert, focus moves into the dialog on open and back to where
 * it was on close. Escape and a press outside close it unless the handler prevents it.
 */

type DialogState = {
  close: () => void;
  titleId: string;
  descriptionId: string;
  hasDescription: boolean;
  setHasDescription: (value: boolean) => void;
};

const DialogContext = createContext<DialogState | null>(null);

function useDialog(): DialogState {
  const state = use(DialogContext);
  if (!state) throw new Error('Dialog parts belong inside <Dialog.Root>');
  return state;
}

type RootProps = { open?: boolean; onOpenChange?: (open: boolean) => void; children: ReactNode };

/** Like Radix, the content exists only while open; closing unmounts it. */
export function Root({ open = false, onOpenChange, children }: RootProps) {
  const titleId = useId();
  const descriptionId = useId();
  const [hasDescription, setHasDescription] = useState(false);
  if (!open) return null;
  return (
    <DialogContext
      value={{
        close: () => onOpenChange?.(false),
        titleId,
        descriptionId,
        hasDescription,
        setHasDescription,
      }}
    >
      {children}
    </DialogContext>
  );
}

/**
 * Not needed: a modal `<dialog>` already renders above everything. Kept so code written for Radix
 * still compiles; new code leaves it out.
 */
export function Portal({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

/**
 * Not needed: the backdrop is the dialog's own `::backdrop`, which Content styles. Kept so code
 * written for Radix still compiles; new code leaves it out.
 */
export function Overlay(_props: { className?: string }) {
  return null;
}

type Blockable = (event: Event) => void;

type ContentProps = Omit<ComponentProps<'dialog'>, 'open' | 'ref'> & {
  onEscapeKeyDown?: Blockable | undefined;
  onPointerDownOutside?: Blockable | undefined;
  onInteractOutside?: Blockable | undefined;
  'data-testid'?: string;
};

/** Runs the handlers; true unless one of them prevented the default (closing). */
function allowed(event: Event, handlers: Array<Blockable | undefined>): boolean {
  for (const handler of handlers) handler?.(event);
  return !event.defaultPrevented;
}

export function Content({
  onEscapeKeyDown,
  onPointerDownOutside,
  onInteractOutside,
  className = '',
  children,
  ...rest
}: ContentProps) {
  const { close, titleId, descriptionId, hasDescription } = useDialog();
  const ref = useRef<HTMLDialogElement>(null);

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Closing before React removes it lets the browser return focus to where it was.
    return () => {
      if (dialog.open) dialog.close();
    };
  }, []);

  // Escape is handled on keydown, so the browser never closes the dialog behind React's back.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    rest.onKeyDown?.(event);
    if (event.key !== 'Escape') return;
    const keep = !allowed(event.nativeEvent, [onEscapeKeyDown]);
    event.preventDefault();
    if (!keep) close();
  };
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (allowed(new Event('cancel', { cancelable: true }), [onEscapeKeyDown])) close();
  };
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    rest.onPointerDown?.(event);
    const dialog = ref.current;
    if (!dialog || event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (inside) return;
    if (allowed(event.nativeEvent, [onPointerDownOutside, onInteractOutside])) close();
  };

  return (
    <dialog
      {...rest}
      ref={ref}
      // Explicit, as Radix set it: selectors and older assistive technology look for the attribute.
      role={rest.role ?? 'dialog'}
      aria-labelledby={titleId}
      aria-describedby={
        'aria-describedby' in rest ? rest['aria-describedby'] : hasDescription ? descriptionId : undefined
      }
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onPointerDown={onPointerDown}
      className={`m-0 backdrop:bg-black/40 ${className}`}
    >
      {children}
    </dialog>
  );
}

export function Title({ className, children }: { className?: string; children: ReactNode }) {
  const { titleId } = useDialog();
  return (
    <h2 id={titleId} className={className}>
      {children}
    </h2>
  );
}

export function Description({ className, children }: { className?: string; children: ReactNode }) {
  const { descriptionId, setHasDescription } = useDialog();
  useLayoutEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return (
    <p id={descriptionId} className={className}>
      {children}
    </p>
  );
}

/**
 * A dialog's buttons. When the dialog is taller than the screen its body scrolls under them and
 * they stay in view at its bottom edge (`[data-dialog-actions]` in app/globals.css).
 */
export function Actions({ className = '', children }: { className?: string; children: ReactNode }) {
  return (
    <div data-dialog-actions="" className={className}>
      {children}
    </div>
  );
}

export function Close({ className, children, ...rest }: ComponentProps<'button'>) {
  const { close } = useDialog();
  return (
    <button type="button" {...rest} className={className} onClick={close}>
      {children}
    </button>
  );
}

type TitleBarProps = {
  title: ReactNode;
  /** What the close button shows: a word, or a sign such as × with `closeLabel` naming it. */
  close: ReactNode;
  closeLabel?: string;
  className?: string;
  titleClassName?: string;
  closeClassName?: string;
};

/** A dialog's title with its close button at the other end of the same line. */
export function TitleBar({
  title,
  close,
  closeLabel,
  className = '',
  titleClassName,
  closeClassName,
}: TitleBarProps) {
  return (
    <div className={`flex items-center justify-between ${className}`}>
      <Title className={titleClassName}>{title}</Title>
      <Close className={closeClassName} aria-label={closeLabel}>
        {close}
      </Close>
    </div>
  );
}

/** The look of a dialog card in the middle of the screen; the caller adds its width and padding. */
const centred = 'fixed left-1/2 top-1/2 z-50 -translate-x-1/2 -translate-y-1/2 rounded bg-white shadow-xl';

/** Content as a card in the middle of the screen (the backdrop comes with it). */
export function Panel({ className = '', ...rest }: ContentProps) {
  return <Content {...rest} className={`${centred} ${className}`} />;
}
