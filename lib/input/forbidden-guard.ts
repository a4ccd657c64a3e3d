import { hasForbiddenCharacter, isWatchedField, removeForbidden } from './forbidden-characters';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Sets a field's text through the prototype's value setter, then announces it with an input
 * event: React tracks the value it last set on the element, so only this path makes a controlled
 * component see the change and update its own state too.
 */
function setFieldValue(field: TextField, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new (field.ownerDocument.defaultView ?? window).Event('input', { bubbles: true }));
}

/**
 * Takes the forbidden characters out of a field, keeping the rest and, when it has focus, the caret.
 * SPEC §5 clears the whole field; every field, the header search among them, keeps the rest
 * instead: clearing a 50-character message for its last `+` loses the person's work (issue 27),
 * and `郑州"` emptied the search box over a pasted quote (issue 40). SPEC deviation "Forbidden
 * characters are taken out, not cleared", docs/architecture.md.
 */
export function removeFromField(field: TextField): void {
  // Email fields have no selection to read or set (selectionStart is null).
  const focused = field.ownerDocument.activeElement === field && field.selectionStart !== null;
  const end = field.value.length;
  const next = removeForbidden({
    value: field.value,
    start: focused ? (field.selectionStart ?? end) : end,
    end: focused ? (field.selectionEnd ?? end) : end,
  });
  setFieldValue(field, next.value);
  if (focused) field.setSelectionRange(next.start, next.end);
}

/**
 * Takes the forbidden characters out of a field holding any; true when it did. A field in the
 * middle of an IME composition is left alone: its text is not final, and changing it would break
 * the composition (the composition's end checks it instead).
 */
export function guardField(
  field: TextField,
  composing: ReadonlySet<EventTarget> | WeakSet<EventTarget>,
): boolean {
  if (composing.has(field) || !isWatchedField(field) || !hasForbiddenCharacter(field.value)) return false;
  removeFromField(field);
  return true;
}

/** SPEC §5 polls every second... */
export const SCAN_INTERVAL_MS = 1000;
/** ...and stops after about 1,728,000 ticks (20 days of an open tab). */
export const SCAN_MAX_TICKS = 1_728_000;

/**
 * Applies the rule to every watched field holding a forbidden character: values a script set or
 * the browser pre-filled raise no input event, so only a look at the fields themselves finds them.
 */
export function scanFields(
  doc: Document,
  onViolation: (field: TextField) => void,
  composing: WeakSet<EventTarget> = new WeakSet(),
): void {
  for (const field of doc.querySelectorAll<TextField>('input, textarea')) {
    if (guardField(field, composing)) onViolation(field);
  }
}

/**
 * The forbidden-character rule for the whole page: one input listener at the document, in the
 * capture phase so it runs before React reads the value, the composition events so an IME's text
 * is checked once it is final, and the spec's one-second scan for values set without typing.
 * Returns the uninstaller.
 */
export function installForbiddenCharacterGuard(
  doc: Document,
  onViolation: (field: TextField) => void,
): () => void {
  const view = doc.defaultView;
  const composing = new WeakSet<EventTarget>();
  const textField = (target: EventTarget | null): target is TextField =>
    !!view && (target instanceof view.HTMLInputElement || target instanceof view.HTMLTextAreaElement);
  const check = (target: EventTarget | null) => {
    if (textField(target) && guardField(target, composing)) onViolation(target);
  };

  // The rule may install after the page's fields took text (it loads after hydration): look now.
  scanFields(doc, onViolation, composing);
  let ticks = 0;
  const timer = view?.setInterval(() => {
    ticks += 1;
    if (ticks >= SCAN_MAX_TICKS) view.clearInterval(timer);
    scanFields(doc, onViolation, composing);
  }, SCAN_INTERVAL_MS);
  const onInput = (event: Event) => {
    // Browsers that send the composition's last input before compositionend mark it composing.
    if ((event as InputEvent).isComposing) return;
    check(event.target);
  };
  const onCompositionStart = (event: Event) => {
    if (event.target) composing.add(event.target);
  };
  const onCompositionEnd = (event: Event) => {
    if (event.target) composing.delete(event.target);
    check(event.target);
  };
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('compositionstart', onCompositionStart, true);
  doc.addEventListener('compositionend', onCompositionEnd, true);
  return () => {
    doc.removeEventListener('input', onInput, true);
    doc.removeEventListener('compositionstart', onCompositionStart, true);
    doc.removeEventListener('compositionend', onCompositionEnd, true);
    if (timer !== undefined) view?.clearInterval(timer);
  };
}
