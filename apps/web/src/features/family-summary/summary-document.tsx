import type { FamilySummary, SummaryItem } from '@trellis/shared/family-summary';

/**
 * Label and value pairs (the facts, an item's details) as a definition list; a value in
 * another language than the summary's (the team's own words) says which.
 */
function Facts({
  pairs,
  className,
}: {
  pairs: { label: string; value: string; lang?: string }[];
  className: string;
}) {
  return (
    <dl className={className}>
      {pairs.map(({ label, value, lang }) => (
        <div key={label} className="summary-fact">
          <dt>{label}</dt>
          <dd lang={lang}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Item({ item }: { item: SummaryItem }) {
  return (
    <li className="summary-item">
      <p className="fw-bold mb-1">{item.title}</p>
      <p className="mb-1">{item.text}</p>
      <p className="mb-1 text-body-secondary">{item.where}</p>
      {item.details.length > 0 && <Facts pairs={item.details} className="summary-details mb-0" />}
    </li>
  );
}

/**
 * One summary, every word as the server wrote it in its language: the section says which, so
 * a screen reader reads each of two side-by-side summaries with its own voice. Headings go
 * h2 (the summary) → h3 (its parts) → h4 (where the school does it).
 */
export function SummaryDocument({ summary }: { summary: FamilySummary }) {
  const id = `summary-${summary.locale}`;
  return (
    <section lang={summary.lang} aria-labelledby={`${id}-title`} className="family-summary">
      <h2 id={`${id}-title`} className="h3">
        {summary.title}
      </h2>
      <p>{summary.intro}</p>
      <Facts pairs={summary.facts} className="summary-facts" />

      <h3 className="h4 mt-4">{summary.school.heading}</h3>
      {summary.school.empty && <p>{summary.school.empty}</p>}
      {summary.school.groups.map((group) => (
        <div key={group.id} className="summary-group">
          <h4 className="h5 mt-3">{group.heading}</h4>
          <p>{group.intro}</p>
          <ul className="summary-items">
            {group.items.map((item) => (
              <Item key={item.key} item={item} />
            ))}
          </ul>
        </div>
      ))}

      <h3 className="h4 mt-4">{summary.home.heading}</h3>
      <p>{summary.home.intro}</p>
      <ul>
        {summary.home.tips.map((tip) => (
          <li key={tip.key}>
            <span className="fw-semibold">{tip.title}:</span> {tip.text}
          </li>
        ))}
      </ul>

      <h3 className="h4 mt-4">{summary.questions.heading}</h3>
      <ul>
        {summary.questions.items.map((question) => (
          <li key={question}>{question}</li>
        ))}
      </ul>

      <h3 className="h4 mt-4">{summary.glossary.heading}</h3>
      <dl className="summary-glossary">
        {summary.glossary.terms.map(({ term, meaning }) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>

      <h3 className="h4 mt-4">{summary.contact.heading}</h3>
      <p className="mb-1">{summary.contact.text}</p>
      <p>
        {summary.contact.name}
        {summary.contact.email && (
          <>
            {' · '}
            <a href={`mailto:${summary.contact.email}`}>{summary.contact.email}</a>
          </>
        )}
      </p>
    </section>
  );
}
