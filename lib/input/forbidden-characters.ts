/** The characters SPEC §5 forbids in every editable plain text field: > < { } \ + and ". */
export const FORBIDDEN_CHARACTERS = ['>', '<', '{', '}', '\\', '+', '"'] as const;

const forbidden = new Set<string>(FORBIDDEN_CHARACTERS);

/** Does the text contain any forbidden character? */
export function hasForbiddenCharacter(text: string): boolean {
  for (const char of text) {
    if (forbidden.has(char)) return true;
  }
  return false;
}

/** Input types that hold plain text a user types; others (number, date, file, password...) are left alone. */
const plainTextTypes = new Set(['', 'text', 'search', 'tel', 'email', 'url']);

type FieldLike = { tagName: string; type?: string; readOnly?: boolean; disabled?: boolean };

/** Is this element an editable plain text field the rule watches? */
export function isWatchedField(element: FieldLike): boolean {
  if (element.readOnly || element.disabled) return false;
  const tag = element.tagName.toUpperCase();
  if (tag === 'TEXTAREA') return true;
  if (tag !== 'INPUT') return false;
  return plainTextTypes.has((element.type ?? '').toLowerCase());
}
