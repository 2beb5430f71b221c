import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { AccommodationResponse } from '@trellis/shared/content-api';
import { accommodationQuery, needQuery } from '../hooks/use-library';
import { type DetailModalContent, useDetailModalStore } from '../stores/detail-modal-store';
import { LoadingIndicator } from './loading-indicator';
import { PlanToggleButton } from './plan-toggle-button';
import { AccommodationSections } from './accommodation-sections';
import { RichText } from './rich-text';
import { StateTestsSection } from './state-tests-section';

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

/** A ref whose element takes the focus once it is shown, when `when` holds. */
function useFocusOnMount<T extends HTMLElement>(when: boolean) {
  const ref = useRef<T>(null);
  // `when` never turns back, so a later render leaves the focus where the user put it.
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}

/**
 * One entry in the large modal. `focusTitle`: the entry replaced another (a Teach with,
 * Test with or Does the same job as link), whose link is gone with it, so the title takes
 * the focus rather than the page's body.
 */
function AccommodationDetail({
  accommodation,
  readOnly,
  focusTitle,
}: {
  accommodation: AccommodationResponse;
  readOnly: boolean;
  focusTitle: boolean;
}) {
  const { key, title } = accommodation;
  const showAccommodation = useDetailModalStore((state) => state.showAccommodation);
  const titleRef = useFocusOnMount<HTMLHeadingElement>(focusTitle);
  return (
    <>
      <Modal.Header closeButton>
        <Modal.Title id={TITLE_ID} as="h2" className="h5" tabIndex={-1} ref={titleRef}>
          {key} · {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <AccommodationSections accommodation={accommodation} />
        <StateTestsSection
          accommodation={accommodation}
          onOpen={(linked) => showAccommodation(linked, { readOnly })}
        />
      </Modal.Body>
      {!readOnly && (
        <Modal.Footer>
          <PlanToggleButton item={{ key, title }} long size="lg" />
        </Modal.Footer>
      )}
    </>
  );
}

function AccommodationContent({
  accommodationKey,
  readOnly,
}: {
  accommodationKey: string;
  readOnly: boolean;
}) {
  const accommodation = useQuery(accommodationQuery(accommodationKey));
  // Whether a link has swapped the entry the modal opened with (React's pattern for state
  // that follows a prop: adjusted while rendering).
  const [firstKey] = useState(accommodationKey);
  const [swapped, setSwapped] = useState(false);
  if (!swapped && accommodationKey !== firstKey) setSwapped(true);
  if (accommodation.isPending) return <LoadingIndicator />;
  if (accommodation.isError) {
    return (
      <Modal.Body>
        <LoadFailure key={accommodationKey} focus={swapped} />
      </Modal.Body>
    );
  }
  // Keyed by entry, so each swap mounts a new title to give the focus to.
  return (
    <AccommodationDetail
      key={accommodation.data.key}
      accommodation={accommodation.data}
      readOnly={readOnly}
      focusTitle={swapped}
    />
  );
}

function LoadFailure({ focus }: { focus: boolean }) {
  const ref = useFocusOnMount<HTMLParagraphElement>(focus);
  return (
    <p id={TITLE_ID} tabIndex={-1} ref={ref}>
      This accommodation could not be loaded. Please try again.
    </p>
  );
}

function Content({ content }: { content: DetailModalContent }) {
  if (content.size === 'lg')
    return (
      <AccommodationContent
        accommodationKey={content.accommodationKey}
        readOnly={content.readOnly ?? false}
      />
    );
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
