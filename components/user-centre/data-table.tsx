import type { ReactNode } from 'react';

type Column<T> = { key: string; title: string; render: (row: T) => ReactNode };
type Props<T> = { columns: Column<T>[]; rows: T[]; rowKey: (row: T) => string; empty: string };

/**
 * The one table of the user centre: a plain table of records from 768 px, a card a row below it
 * (`.card-table` in app/globals.css), each cell labelled with its column's title. An empty list
 * says so instead of showing nothing. The roles are explicit because the cards change the cells'
 * display, which would otherwise drop the table from the accessibility tree.
 */
export function DataTable<T>({ columns, rows, rowKey, empty }: Props<T>) {
  return (
    <div className="overflow-x-auto">
      <table role="table" className="card-table w-full border-collapse text-sm" data-testid="data-table">
        <thead role="rowgroup">
          <tr role="row" className="bg-canvas text-left text-muted">
            {columns.map((column) => (
              <th role="columnheader" key={column.key} className="border-b border-line px-3 py-2 font-normal">
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.length === 0 ? (
            <tr role="row">
              <td role="cell" colSpan={columns.length} className="py-8 text-center text-muted" data-empty="">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr role="row" key={rowKey(row)} className="border-b border-line">
                {columns.map((column) => (
                  <td role="cell" key={column.key} className="px-3 py-2" data-label={column.title}>
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
