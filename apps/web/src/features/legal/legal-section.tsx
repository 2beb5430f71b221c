import type { ReactNode } from 'react';

/** One numbered or titled part of a legal text: its heading, then its paragraphs. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h2 className="h4 mt-4">{title}</h2>
      {children}
    </section>
  );
}

/** A plain bulleted list of sentences; each sentence is its own key. */
export function BulletList({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
