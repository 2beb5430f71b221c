import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { Accommodation } from '@trellis/shared/content';
import { accommodationQuery, needQuery } from '../hooks/use-library';
import { type DetailModalContent, useDetailModalStore } from '../stores/detail-modal-store';
import { LoadingIndicator } from './loading-indicator';
import { PlanToggleButton } from './plan-toggle-button';
import { RichText } from './rich-text';
import { TierIcon } from './tier-icon';

const TITLE_ID = 'detail-modal-title';

function NeedTrait({ id }: { id: string }) {
  const need = useQuery(needQuery(id));
  if (need.isPending) return <LoadingIndicator />;
  // Spec §8: a failed trait description is only logged; the modal says it plainly.
  if (need.isError) return <p>This description could not be loaded. Please try again.</p>;
  return (
    <>
      <Modal.Header closeButton>
        <Modal.Title id={TITLE_ID} as="h2" className="h5">
          {need.data.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <RichText markdown={need.data.description} />
      </Modal.Body>
    </>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mb-3">
      <h3 className="h6 text-uppercase text-body-secondary mb-2">{title}</h3>
      {children}
    </section>
  );
}

function AccommodationDetail({ accommodation }: { accommodation: Accommodation }) {
  const { key, title, subtitle, tier, modification } = accommodation;
  return (
    <>
      <Modal.Header closeButton>
        <Modal.Title id={TITLE_ID} as="h2" className="h5">
          {key} · {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="lead fs-6 mb-2">{subtitle}</p>
        <p className="d-flex align-items-center gap-2 small text-body-secondary">
          <TierIcon tier={tier} /> Tier {tier} · {modification ? 'Modification' : 'Accommodation'}
        </p>
        <Section title="Description">
          <RichText markdown={accommodation.description} />
        </Section>
        <Section title="Considerations">
          <RichText markdown={accommodation.considerations} />
        </Section>
        <Section title="Examples">
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
        <Section title="Related Links">
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
                </li>
              ))}
            </ul>
          )}
        </Section>
      </Modal.Body>
      <Modal.Footer>
        <PlanToggleButton item={{ key, title }} long size="lg" />
      </Modal.Footer>
    </>
  );
}

function AccommodationContent({ accommodationKey }: { accommodationKey: string }) {
  const accommodation = useQuery(accommodationQuery(accommodationKey));
  if (accommodation.isPending) return <LoadingIndicator />;
  if (accommodation.isError) {
    return (
      <Modal.Body>
        <p id={TITLE_ID}>This accommodation could not be loaded. Please try again.</p>
      </Modal.Body>
    );
  }
  return <AccommodationDetail accommodation={accommodation.data} />;
}

function Content({ content }: { content: DetailModalContent }) {
  if (content.size === 'lg')
    return <AccommodationContent accommodationKey={content.accommodationKey} />;
  const { trait } = content;
  if (trait.kind === 'need') return <NeedTrait id={trait.id} />;
  return (
    <>
      <Modal.Header closeButton>
        <Modal.Title id={TITLE_ID} as="h2" className="h5">
          {trait.name}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <RichText markdown={trait.description} />
      </Modal.Body>
    </>
  );
}

/**
 * The detail modal of spec §2: small for a strength or need, large for an accommodation.
 * Bootstrap's modal traps focus inside and gives it back to the opener on close.
 */
export function DetailModal() {
  const { open, content, close, reset } = useDetailModalStore();
  return (
    <Modal
      show={open}
      onHide={close}
      onExited={reset}
      size={content?.size}
      aria-labelledby={TITLE_ID}
      scrollable
    >
      {content && <Content content={content} />}
      {content?.size === 'sm' && (
        <Modal.Footer>
          <Button variant="secondary" onClick={close}>
            Close
          </Button>
        </Modal.Footer>
      )}
    </Modal>
  );
}
