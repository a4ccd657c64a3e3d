import type { ReactNode } from 'react';

/** The title line of a user-centre page, with optional actions on the right. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-5 flex items-center justify-between border-b border-line pb-3">
      <h1 className="text-lg font-semibold text-ink">{title}</h1>
      {children}
    </div>
  );
}
