/** The kind of the announcement a detail page shows, once it has loaded; the main menu lights from it. */
export type DetailKind = 'project' | 'notice' | 'result';

let current: DetailKind | null = null;
const listeners = new Set<() => void>();

export function setDetailKind(kind: DetailKind | null): void {
  if (kind === current) return;
  current = kind;
  listeners.forEach((listener) => listener());
}

export function getDetailKind(): DetailKind | null {
  return current;
}

export function subscribeDetailKind(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
