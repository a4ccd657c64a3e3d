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

/**
 * The forbidden-character rule of SPEC §5 for the whole page: one input listener at the document,
 * in the capture phase so it runs before React reads the value. Returns the uninstaller.
 */
export function installForbiddenCharacterGuard(
  doc: Document,
  onViolation: (field: TextField) => void,
): () => void {
  const view = doc.defaultView;
  const onInput = (event: Event) => {
    const target = event.target;
    if (!view || !(target instanceof view.HTMLInputElement || target instanceof view.HTMLTextAreaElement))
      return;
    if (!isWatchedField(target) || !hasForbiddenCharacter(target.value)) return;
    clearField(target);
    onViolation(target);
  };
  doc.addEventListener('input', onInput, true);
  return () => doc.removeEventListener('input', onInput, true);
}
