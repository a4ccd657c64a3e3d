'use client';

import { use, useCallback } from 'react';
import type { Messages, NamespaceKeys, NestedKeyOf, useTranslations as typedByNextIntl } from 'next-intl';
import { formatMessage, messageAt } from './format-message';
import { MessagesContext, type MessageTree } from './messages-provider';

type Namespace = NamespaceKeys<Messages, NestedKeyOf<Messages>>;
/** next-intl's key checking (a key missing from the catalogue fails the type check), no runtime. */
type Translate<NS extends Namespace> = (
  ...args: Parameters<ReturnType<typeof typedByNextIntl<NS>>>
) => string;

/**
 * `t(key, values)` of one namespace, read from the page's MessagesProvider, or from `ownText`: the
 * part of the catalogue (messages/parts/, see i18n/catalogue-parts.ts) that a part loaded after
 * the first paint brings with it.
 */
export function useTranslations<NS extends Namespace>(namespace: NS, ownText?: MessageTree): Translate<NS> {
  const pageText = use(MessagesContext);
  const messages = ownText ?? pageText;
  const translate = useCallback(
    (key: string, values?: Record<string, unknown>) => {
      const path = `${namespace}.${key}`;
      const message = messageAt(messages, path);
      if (message === undefined) {
        console.error(`Missing message: ${path}`);
        return path;
      }
      return formatMessage(message, values);
    },
    [messages, namespace],
  );
  return translate as unknown as Translate<NS>;
}
