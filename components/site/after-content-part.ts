import type { ComponentType, ReactNode } from 'react';
import { clientPart } from '@/components/ui/client-part';
import { afterContent } from './content-first';

/**
 * A `clientPart` whose code is asked for only once the page's content has been drawn
 * (`afterContent`): a part the first screen does not wait for. `load` is called after the wait,
 * so the chunk's request, too, stays off the line until then; it says what a failed load leaves
 * (`absentOnFailure`, `noticeOnFailure`, `closedOnFailure`).
 */
export function afterContentPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loading?: () => ReactNode,
): ComponentType<P> {
  return clientPart(() => afterContent().then(load), loading);
}
