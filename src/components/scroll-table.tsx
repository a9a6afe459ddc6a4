import { useId, type ReactNode } from 'react';

interface ScrollTableProps {
  caption: string;
  columns: string[];
  /** One array of cells per row; the first cell heads the row. */
  rows: ReactNode[][];
}

/** A long numeric table in a focusable scroll box, so keyboard users can scroll it too. */
export function ScrollTable({ caption, columns, rows }: ScrollTableProps) {
  const id = useId();
  return (
    <div className="scroll-table" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="table table--numeric">
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([head, ...cells], index) => (
            <tr key={index}>
              <th scope="row">{head}</th>
              {cells.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
