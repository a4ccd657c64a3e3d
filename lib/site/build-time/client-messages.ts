import type { AbstractIntlMessages } from 'next-intl';

/**
 * What client components translate in the browser on every page while it first paints: the
 * header, API errors and shared UI states. Everything else renders on the server at build time, so
 * its text never ships; a page family adds its own namespace (`portal`, `userCentre`) where it is
 * used; and parts that load after the first paint (the quick panel, the sign-in runtime, dialogs)
 * import their own text (i18n/catalogue-parts.ts): here it cost every exported page 2.6 KB.
 */
export const everyPageMessages = [
  // Not `header.menu`: the menu's words render on the server and reach the menu as props.
  'header.topBar',
  'header.logoAlt',
  'header.yuJiaoYi',
  'header.search',
  'api',
  'ui',
] as const;

/**
 * The part of the catalogue named by `everyPageMessages` and `extra`: whole namespaces, or one
 * entry of a namespace (`portal.marks`). The pieces keep their identity, so a page that nests a
 * provider for its own namespace does not carry the shared text twice.
 */
export function clientMessages(
  messages: AbstractIntlMessages,
  extra: readonly string[] = [],
): AbstractIntlMessages {
  const picked: Record<string, AbstractIntlMessages> = {};
  const wanted = [...everyPageMessages, ...extra];
  for (const name of wanted.filter((entry) => !entry.includes('.'))) {
    const namespace = messages[name];
    if (namespace && typeof namespace === 'object') picked[name] = namespace;
  }
  for (const entry of wanted.filter((item) => item.includes('.'))) {
    const [name, key] = entry.split('.') as [string, string];
    const namespace = messages[name];
    if (wanted.includes(name) || !namespace || typeof namespace !== 'object') continue;
    const value = namespace[key];
    if (value !== undefined) picked[name] = { ...picked[name], [key]: value };
  }
  return picked;
}
