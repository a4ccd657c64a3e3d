'use client';

export type LinkRow = { id: string; title: string; href: string; meta: string; extra?: string };

/** A plain list of linked titles with a date or other note on the right. */
export function LinkRows({ rows, testId }: { rows: LinkRow[]; testId: string }) {
  return (
    <ul className="divide-y divide-line rounded bg-white px-6" data-testid={testId}>
      {rows.map((row) => (
        <li
          key={row.id}
          className="flex items-center justify-between gap-6 py-3"
          data-testid={`${testId}-item`}
        >
          <a
            href={row.href}
            className="truncate hover:text-primary elder:whitespace-normal"
            title={row.title}
          >
            {row.title}
          </a>
          <span className="shrink-0 text-muted">
            {row.extra ? <span className="mr-6">{row.extra}</span> : null}
            {row.meta}
          </span>
        </li>
      ))}
    </ul>
  );
}
