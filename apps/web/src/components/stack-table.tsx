/* eslint-disable jsx-a11y/no-redundant-roles, jsx-a11y/no-interactive-element-to-noninteractive-role
   -- Below the md breakpoint the table's parts are restyled with `display: block`, and browsers
   then drop their table semantics; the explicit roles keep the table, its headers and its cells
   for screen readers (jsx-a11y takes a `td` for a grid cell, hence the second rule). */
import type { ComponentProps, ReactNode, Ref, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import Table, { type TableProps } from 'react-bootstrap/Table';

/** A column's header; `className` for the header cell alone (e.g. `text-md-end`). */
export type StackColumn = string | { label: string; className: string };

const labelOf = (column: StackColumn) => (typeof column === 'string' ? column : column.label);

/**
 * A data table that reflows on a phone (WCAG 1.4.10): below the md breakpoint each row is a
 * card and each cell a line "Label: value" (styles/_table-stack.scss); from md up it is an
 * ordinary table, scrolling inside its frame if a tablet's column is too narrow for it. The
 * rows go in as children, built from StackRow, StackRowHeader and StackCell.
 */
export function StackTable({
  caption,
  captionClassName,
  columns,
  className,
  children,
  ...table
}: Omit<TableProps, 'responsive' | 'children'> & {
  caption: ReactNode;
  captionClassName?: string;
  columns: readonly StackColumn[];
  children: ReactNode;
  /** The table element, e.g. to reach its rows (`tBodies`) and move focus to one. */
  ref?: Ref<HTMLTableElement>;
}) {
  return (
    <div className="table-stack-frame">
      <Table
        role="table"
        className={['table-stack', className].filter(Boolean).join(' ')}
        {...table}
      >
        <caption className={captionClassName}>{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={labelOf(column)}
                role="columnheader"
                scope="col"
                className={typeof column === 'string' ? undefined : column.className}
              >
                {labelOf(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">{children}</tbody>
      </Table>
    </div>
  );
}

/** One row of a StackTable: a card below the md breakpoint. */
export function StackRow(row: Omit<ComponentProps<'tr'>, 'role'>) {
  return <tr role="row" {...row} />;
}

/** The cell that names its row; when stacked it heads the card, whatever its column. */
export function StackRowHeader(
  header: Omit<ThHTMLAttributes<HTMLTableCellElement>, 'role' | 'scope'>,
) {
  return <th role="rowheader" scope="row" {...header} />;
}

/**
 * A value cell. When stacked it reads "label: value"; leave `label` out only where the content
 * names itself (a row's buttons).
 */
export function StackCell({
  label,
  ...cell
}: Omit<TdHTMLAttributes<HTMLTableCellElement>, 'role'> & { label?: string }) {
  return <td role="cell" data-label={label} {...cell} />;
}
