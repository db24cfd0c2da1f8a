import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import styles from './data-table.module.css';

export interface DataTableProps<Row> {
  caption: string;
  // biome-ignore lint/suspicious/noExplicitAny: each column helper types its own value; a table mixes them.
  columns: ColumnDef<Row, any>[];
  data: Row[];
  /** What an empty list says instead of an empty table. */
  empty: string;
}

/** The look of a table the screen lays out itself (a grid of prices): the same frame and cells as DataTable. */
export const tableClassNames = { wrap: styles.wrap, table: styles.table } as const;

/** A plain, accessible table on TanStack Table: a caption for screen readers, header cells with scope. */
export function DataTable<Row>({ caption, columns, data, empty }: DataTableProps<Row>) {
  const table = useReactTable({ columns, data, getCoreRowModel: getCoreRowModel() });
  if (data.length === 0) return <p className={styles.empty}>{empty}</p>;
  const headers = new Map(table.getFlatHeaders().map((header) => [header.column.id, header]));
  return (
    // On a phone each row becomes a block of "label: value" lines (the labels below), so nothing scrolls
    // sideways; should a cell still be wider, the region is focusable so the keyboard can scroll it.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className={styles.wrap} aria-label={caption} tabIndex={0}>
      <table className={`${styles.table} ${styles.stacked}`}>
        <caption className={styles.hidden}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => {
                const header = headers.get(cell.column.id);
                return (
                  <td key={cell.id}>
                    {header && (
                      <span className={styles.cellLabel}>
                        {flexRender(header.column.columnDef.header, header.getContext())}
                      </span>
                    )}
                    <span>{flexRender(cell.column.columnDef.cell, cell.getContext())}</span>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
