import type { AbstractIntlMessages } from 'next-intl';

/**
 * Namespaces that client components translate in the browser. Everything else renders on the
 * server at build time, so its text never ships as JavaScript.
 */
export const clientNamespaces = ['header', 'quickNav', 'auth', 'api', 'ui', 'portal'] as const;

export function clientMessages(messages: AbstractIntlMessages): AbstractIntlMessages {
  return Object.fromEntries(
    clientNamespaces.filter((name) => name in messages).map((name) => [name, messages[name]!]),
  );
}
