import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** e.g. `data-table__num` for numbers, `data-table__thumb` for images. */
  className?: string;
}

interface DataTableProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  busy?: boolean;
}

/**
 * A plain, accessible table. When the space it is given (not the window: the sidebar may be open)
 * is too narrow for its columns, each row becomes a card whose cells carry their column name
 * (data-label), so nothing scrolls sideways and every row's actions stay on screen.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, busy = false }: DataTableProps<T>) {
  return (
    <div className="data-table" aria-busy={busy || undefined}>
      <div className="data-table__frame">
        <table className="data-table__table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={column.className}>
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.key} className={column.className} data-label={column.header}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Rows of grey blocks while a table loads. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  return (
    <div className="data-table data-table--loading" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="data-table__skeleton-row">
          <span className="skeleton__line data-table__skeleton-thumb" />
          <span className="skeleton__line" />
        </div>
      ))}
    </div>
  );
}
