import type { ReactNode } from 'react';
import type { Accommodation } from '@trellis/shared/content';
import { RichText } from './rich-text';
import { TierIcon } from './tier-icon';

function Section({ title, level, children }: { title: string; level: 3 | 4; children: ReactNode }) {
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <section className="mb-3">
      <Heading className="h6 text-uppercase text-body-secondary mb-2">{title}</Heading>
      {children}
    </section>
  );
}

/**
 * An accommodation's full text: subtitle, tier, description, considerations, examples and
 * related links (the large modal and the printable plan). Empty text reads 'None'.
 */
export function AccommodationSections({
  accommodation,
  headingLevel = 3,
}: {
  accommodation: Accommodation;
  headingLevel?: 3 | 4;
}) {
  const { subtitle, tier, modification } = accommodation;
  return (
    <>
      <p className="lead fs-6 mb-2">{subtitle}</p>
      <p className="d-flex align-items-center gap-2 small text-body-secondary">
        <TierIcon tier={tier} /> Tier {tier} · {modification ? 'Modification' : 'Accommodation'}
      </p>
      <Section title="Description" level={headingLevel}>
        <RichText markdown={accommodation.description} />
      </Section>
      <Section title="Considerations" level={headingLevel}>
        <RichText markdown={accommodation.considerations} />
      </Section>
      <Section title="Examples" level={headingLevel}>
        {accommodation.examples.length === 0 ? (
          <p>None</p>
        ) : (
          <ul>
            {accommodation.examples.map((example) => (
              <li key={example}>
                <RichText markdown={example} className="rich-inline" />
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section title="Related Links" level={headingLevel}>
        {accommodation.links.length === 0 ? (
          <p>None</p>
        ) : (
          <ul>
            {accommodation.links.map((link) => (
              <li key={link.url}>
                <a href={link.url} target="_blank" rel="noopener noreferrer">
                  {link.title}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
                <span className="print-only"> ({link.url})</span>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </>
  );
}
