/**
 * Copies text to the clipboard: the Clipboard API where the page may use it, else the selection
 * of the given field and the legacy copy command. Answers whether it worked.
 */
export async function copyText(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (!field) return false;
    field.select();
    try {
      return document.execCommand('copy');
    } catch {
      return false;
    }
  }
}
