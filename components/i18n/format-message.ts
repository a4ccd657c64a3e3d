import type { MessageTree } from './messages-provider';

/** The text at a dotted path, or undefined when the path does not lead to text. */
export function messageAt(messages: MessageTree, path: string): string | undefined {
  let node: string | MessageTree | undefined = messages;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Fills `{name}` placeholders; numbers print as String() does, as ICU's plain arguments do. */
export function formatMessage(message: string, values?: Record<string, unknown>): string {
  if (!values) return message;
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}
