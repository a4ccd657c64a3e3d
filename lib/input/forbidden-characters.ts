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

/** A field's text with its selection (caret when start equals end), in UTF-16 offsets as the DOM counts. */
export type TextWithSelection = { value: string; start: number; end: number };

/**
 * The text with every forbidden character taken out and the selection moved left by the number of
 * characters removed before each end, so the caret stays where the person was typing.
 */
export function removeForbidden({ value, start, end }: TextWithSelection): TextWithSelection {
  let kept = '';
  let newStart = start;
  let newEnd = end;
  for (let index = 0; index < value.length; index += 1) {
    const char = value[index]!;
    if (!forbidden.has(char)) {
      kept += char;
      continue;
    }
    if (index < start) newStart -= 1;
    if (index < end) newEnd -= 1;
  }
  return { value: kept, start: newStart, end: newEnd };
}
