import { Fragment } from 'react';
import Button from 'react-bootstrap/Button';
import { testStatusLine } from '@trellis/shared/test-statuses';
import type { AccommodationResponse } from '@trellis/shared/content-api';
import { useDetailModalStore } from '../../stores/detail-modal-store';

/** What a plan item's line says for an Assessing entry when no program is in the library. */
export const NO_WORD_ON_STATE_TESTS = "State tests: check your state's manual";

/**
 * The short state-test lines of a plan item: each program's word on the entry (or on its
 * test version), as `testStatusLine` writes it everywhere ("Smarter Balanced (as A2):
 * Designated support. …", "…: check your state's manual"). An Assessing entry with no
 * program to speak of it sends the team to the state's manual; a classroom entry with no
 * test version has no line at all.
 */
export function crosswalkSummary(entry: AccommodationResponse): string[] {
  const lines = entry.crosswalk.tests.map(testStatusLine);
  if (lines.length > 0) return lines;
  return entry.category === 'A' ? [NO_WORD_ON_STATE_TESTS] : [];
}

/**
 * A plan item's state-test line and its links to the entry's other versions ("Test with A2
 * …" from a classroom entry, "Teach with L1 …" from a test one), each opening that entry.
 */
export function ItemCrosswalk({
  entry,
  readOnly,
}: {
  entry: AccommodationResponse;
  readOnly: boolean;
}) {
  const showAccommodation = useDetailModalStore((state) => state.showAccommodation);
  const summary = crosswalkSummary(entry);
  const links = [
    ...entry.crosswalk.testVersions.map((version) => ({ lead: 'Test with', ...version })),
    ...entry.crosswalk.classroomVersions.map((version) => ({ lead: 'Teach with', ...version })),
  ];
  if (summary.length === 0 && links.length === 0) return null;
  return (
    <p className="small mb-0 mt-1">
      {summary.join(' · ')}
      {links.map((link, index) => (
        <Fragment key={`${link.lead}-${link.key}`}>
          {(summary.length > 0 || index > 0) && ' · '}
          <Button
            variant="link"
            className="p-0 align-baseline small text-start"
            onClick={() => showAccommodation(link.key, { readOnly })}
          >
            {link.lead} {link.key} {link.title}
          </Button>
        </Fragment>
      ))}
    </p>
  );
}
