/**
 * The root error page's words, carried by every page's `<html>` (app/layout.tsx) rather than by a
 * script: the root error page (app/global-error.tsx) renders when the tenant's own frame failed,
 * messages included, and its code is in every page's start-up set, where a catalogue would cost
 * every visit its bytes. Read when the module loads, while the document is still the page's own:
 * the error page's `<html>` replaces those attributes when it renders.
 */
export const failureTextAttributes = {
  title: 'data-failure-title',
  text: 'data-failure-text',
  reload: 'data-failure-reload',
} as const;

export type FailureText = Record<keyof typeof failureTextAttributes, string>;

/** The words as the document carries them; a missing attribute reads as "". */
export function readFailureText(root: Element | null): FailureText {
  const read = (name: string) => root?.getAttribute(name) ?? '';
  return {
    title: read(failureTextAttributes.title),
    text: read(failureTextAttributes.text),
    reload: read(failureTextAttributes.reload),
  };
}
