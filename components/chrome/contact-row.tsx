import type { ReactNode } from 'react';

type Props = { label: string; slot?: string; className?: string; children: ReactNode };

/** One 名称：value line of a footer's contact list; `slot` marks the value for tests and styling. */
export function ContactRow({ label, slot, className, children }: Props) {
  return (
    <div className="flex gap-2">
      <dt className="shrink-0">{label}：</dt>
      <dd data-slot={slot} className={className}>
        {children}
      </dd>
    </div>
  );
}
