import type { ReactNode } from 'react';

type Column<T> = { key: string; title: string; render: (row: T) => ReactNode };
type Props<T> = { columns: Column<T>[]; rows: T[]; rowKey: (row: T) => string; empty: string };

/** A plain table of records; an empty list says so instead of showing nothing. */
export function DataTable<T>({ columns, rows, rowKey, empty }: Props<T>) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm" data-testid="data-table">
        <thead>
          <tr className="bg-canvas text-left text-muted">
            {columns.map((column) => (
              <th key={column.key} className="border-b border-line px-3 py-2 font-normal">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className="py-8 text-center text-muted">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-line">
                {columns.map((column) => (
                  <td key={column.key} className="px-3 py-2">
                    {column.render(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
