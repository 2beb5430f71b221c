import { Fragment } from 'react';
import Button from 'react-bootstrap/Button';
import { TEST_STATUS_LABELS } from '@trellis/shared/assessments';
import type { AccommodationResponse } from '@trellis/shared/content-api';
import { useDetailModalStore } from '../../stores/detail-modal-store';

/** What a plan item's line says for an Assessing entry no program has a word on. */
export const NO_WORD_ON_STATE_TESTS = "State tests: check your state's manual";

/**
 * The short state-test line of a plan item: each program's status of the entry (or of its
 * test version, named in brackets) with its condition, as in "Smarter Balanced: Designated
 * support — math items only". An Assessing entry no program speaks of sends the team to the
 * state's manual; a classroom entry with no test version has no line at all.
 */
export function crosswalkSummary(entry: AccommodationResponse): string | null {
  const known = entry.crosswalk.tests.flatMap((test) =>
    test.status ? [{ ...test, status: test.status }] : [],
  );
  if (known.length > 0) {
    return known
      .map((test) => {
        const program = test.viaKey ? `${test.programName} (${test.viaKey})` : test.programName;
        const condition = test.condition ? ` — ${test.condition}` : '';
        return `${program}: ${TEST_STATUS_LABELS[test.status]}${condition}`;
      })
      .join('; ');
  }
  return entry.category === 'A' ? NO_WORD_ON_STATE_TESTS : null;
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
  if (!summary && links.length === 0) return null;
  return (
    <p className="small mb-0 mt-1">
      {summary}
      {links.map((link, index) => (
        <Fragment key={`${link.lead}-${link.key}`}>
          {(summary || index > 0) && ' · '}
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
