import type { ReactNode } from 'react';

/** A column heading: its text, and a class for numbers or narrow columns. */
export type Column = string | { label: ReactNode; className: string };

interface AdminTableProps {
  /** The table's name, for the region a screen reader lands in. */
  label: string;
  columns: Column[];
  /** The body's rows. */
  children: ReactNode;
}

/**
 * The admin area's table. It scrolls sideways on a narrow screen inside a named region that
 * takes focus, so the keyboard can scroll it too.
 */
export function AdminTable({ label, columns, children }: AdminTableProps) {
  return (
    <div className="admin-table-wrap" role="region" aria-label={label} tabIndex={0}>
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((column, index) =>
              typeof column === 'string' ? (
                <th key={column} scope="col">
                  {column}
                </th>
              ) : (
                <th key={index} scope="col" className={column.className}>
                  {column.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
