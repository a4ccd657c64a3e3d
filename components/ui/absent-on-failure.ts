import type { ComponentType } from 'react';

function Absent() {
  return null;
}

/**
 * For `clientPart`: a part the page can do without (the quick panel, the input rule, a notice, a
 * QR code) whose code did not arrive (a dropped connection, a release that replaced it) is left
 * out, and the page goes on; thrown, the failure would take the whole page down. The next page
 * load asks for it again.
 */
export function absentOnFailure<P>(load: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return load.catch(() => Absent as ComponentType<P>);
}
