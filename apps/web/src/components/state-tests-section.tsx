import Button from 'react-bootstrap/Button';
import {
  CHECK_STATE_MANUAL,
  type LinkedEntry,
  TEST_CLASS_LABELS,
  TEST_STATUS_LABELS,
  type TestStatusOfEntry,
} from '@trellis/shared/assessments';
import type { AccommodationResponse } from '@trellis/shared/content-api';

const HEADING_ID = 'state-tests-heading';

/** A page of a program's guidelines, in a new tab as every outside link of the app. */
function SourceLink({ source }: { source: { title: string; url: string } }) {
  return (
    <a href={source.url} target="_blank" rel="noopener noreferrer">
      {source.title}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** One program's word on the entry, or on its test version (`viaKey`). */
function ProgramStatus({ test }: { test: TestStatusOfEntry }) {
  return (
    <li className="mb-1">
      <span className="fw-semibold">{test.programName}</span>
      {test.viaKey && ` (for its test version ${test.viaKey})`}:{' '}
      {test.status ? TEST_STATUS_LABELS[test.status] : `${CHECK_STATE_MANUAL}.`}
      {test.status && test.condition && ` — ${test.condition}`}
      {test.source && (
        <>
          {' '}
          (source: <SourceLink source={test.source} />)
        </>
      )}
    </li>
  );
}

function EntryLink({ entry, onOpen }: { entry: LinkedEntry; onOpen(key: string): void }) {
  return (
    <Button
      variant="link"
      className="p-0 align-baseline text-start"
      onClick={() => onOpen(entry.key)}
    >
      {entry.key} {entry.title}
    </Button>
  );
}

function VersionLinks({
  lead,
  entries,
  onOpen,
}: {
  lead: string;
  entries: LinkedEntry[];
  onOpen(key: string): void;
}) {
  if (entries.length === 0) return null;
  return (
    <p className="mb-2">
      {lead}:{' '}
      {entries.map((entry, index) => (
        <span key={entry.key}>
          {index > 0 && ', '}
          <EntryLink entry={entry} onOpen={onOpen} />
        </span>
      ))}
    </p>
  );
}

/**
 * The large modal's state-test crosswalk (issue 17): the entry's CCSSO class, what each
 * assessment program's guidelines say of it (or to check the state's manual where they say
 * nothing), its classroom and test versions, and entries that do the same job. Linked
 * entries open in the same modal through `onOpen`.
 */
export function StateTestsSection({
  accommodation,
  onOpen,
}: {
  accommodation: AccommodationResponse;
  onOpen(key: string): void;
}) {
  const { testClass, tests, testVersions, classroomVersions, sameJob } = accommodation.crosswalk;
  return (
    <section className="mb-3" aria-labelledby={HEADING_ID}>
      <h3 id={HEADING_ID} className="h6 text-uppercase text-body-secondary mb-2">
        State tests
      </h3>
      {testClass && <p className="mb-2">CCSSO class: {TEST_CLASS_LABELS[testClass]}</p>}
      {tests.length === 0 ? (
        <p className="mb-2">{CHECK_STATE_MANUAL}.</p>
      ) : (
        <ul className="mb-2">
          {tests.map((test) => (
            <ProgramStatus key={`${test.programId}-${test.viaKey ?? ''}`} test={test} />
          ))}
        </ul>
      )}
      <VersionLinks lead="Teach with" entries={classroomVersions} onOpen={onOpen} />
      <VersionLinks lead="Test with" entries={testVersions} onOpen={onOpen} />
      {sameJob.length > 0 && (
        <>
          <p className="mb-1">Does the same job as:</p>
          <ul className="mb-2">
            {sameJob.map((entry) => (
              <li key={entry.key}>
                <EntryLink entry={entry} onOpen={onOpen} /> — {entry.note}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
