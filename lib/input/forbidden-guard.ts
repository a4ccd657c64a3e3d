import { hasForbiddenCharacter, isWatchedField } from './forbidden-characters';

type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * Clears a field through the prototype's value setter, then announces it with an input event:
 * React tracks the value it last set on the element, so only this path makes a controlled
 * component see the change and clear its own state too.
 */
export function clearField(field: TextField): void {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  if (setter) setter.call(field, '');
  else field.value = '';
  field.dispatchEvent(new (field.ownerDocument.defaultView ?? window).Event('input', { bubbles: true }));
}

/** SPEC §5 polls every second... */
export const SCAN_INTERVAL_MS = 1000;
/** ...and stops after about 1,728,000 ticks (20 days of an open tab). */
export const SCAN_MAX_TICKS = 1_728_000;

/**
 * Clears every watched field holding a forbidden character: values a script set or the browser
 * pre-filled raise no input event, so only a look at the fields themselves finds them.
 */
export function scanFields(doc: Document, onViolation: (field: TextField) => void): void {
  for (const field of doc.querySelectorAll<TextField>('input, textarea')) {
    if (isWatchedField(field) && hasForbiddenCharacter(field.value)) {
      clearField(field);
      onViolation(field);
    }
  }
}

/**
 * The forbidden-character rule of SPEC §5 for the whole page: one input listener at the document,
 * in the capture phase so it runs before React reads the value, and the spec's one-second scan for
 * values set without typing. Returns the uninstaller.
 */
export function installForbiddenCharacterGuard(
  doc: Document,
  onViolation: (field: TextField) => void,
): () => void {
  const view = doc.defaultView;
  let ticks = 0;
  const timer = view?.setInterval(() => {
    ticks += 1;
    if (ticks >= SCAN_MAX_TICKS) view.clearInterval(timer);
    scanFields(doc, onViolation);
  }, SCAN_INTERVAL_MS);
  const onInput = (event: Event) => {
    const target = event.target;
    if (!view || !(target instanceof view.HTMLInputElement || target instanceof view.HTMLTextAreaElement))
      return;
    if (!isWatchedField(target) || !hasForbiddenCharacter(target.value)) return;
    clearField(target);
    onViolation(target);
  };
  doc.addEventListener('input', onInput, true);
  return () => {
    doc.removeEventListener('input', onInput, true);
    if (timer !== undefined) view?.clearInterval(timer);
  };
}
