import type { ReactNode } from 'react';

/** Words after a visible label that name the row for screen readers ("Edit Maple Grove"). */
export function ForRow({ text }: { text: string }) {
  return (
    <>
      {' '}
      <span className="visually-hidden">{text}</span>
    </>
  );
}

/** A row's buttons, wrapping so every action stays reachable at 320 px. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="d-flex flex-wrap gap-1">{children}</div>;
}
