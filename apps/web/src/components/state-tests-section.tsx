import Button from 'react-bootstrap/Button';
import type { LinkedEntry, TestStatusOfEntry } from '@trellis/shared/assessments';
import {
  CHECK_STATE_MANUAL,
  TEST_CLASS_LABELS,
  testStatusLine,
} from '@trellis/shared/test-statuses';
import type { AccommodationResponse } from '@trellis/shared/content-api';

const HEADING_ID = 'state-tests-heading';
const SAME_JOB_HEADING_ID = 'same-job-heading';

/** A page of a program's guidelines, in a new tab as every outside link of the app. */
function SourceLink({ source }: { source: { title: string; url: string } }) {
  return (
    <a href={source.url} target="_blank" rel="noopener noreferrer">
      {source.title}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/** One program's word on the entry, or on its test version (`viaKey`), as everywhere. */
function ProgramStatus({ test }: { test: TestStatusOfEntry }) {
  return (
    <li className="mb-1">
      {testStatusLine(test)}
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

/** Whether an entry has anything to say about state tests: a test entry, or a test version. */
function speaksOfStateTests(accommodation: AccommodationResponse): boolean {
  const { tests, testVersions } = accommodation.crosswalk;
  return accommodation.category === 'A' || tests.length > 0 || testVersions.length > 0;
}

/** Entries that do the same job, with the library's note on choosing. */
function SameJob({
  entries,
  onOpen,
}: {
  entries: AccommodationResponse['crosswalk']['sameJob'];
  onOpen(key: string): void;
}) {
  if (entries.length === 0) return null;
  return (
    <section className="mb-3" aria-labelledby={SAME_JOB_HEADING_ID}>
      <h3 id={SAME_JOB_HEADING_ID} className="h6 text-uppercase text-body-secondary mb-2">
        Does the same job as
      </h3>
      <ul className="mb-2">
        {entries.map((entry) => (
          <li key={entry.key}>
            <EntryLink entry={entry} onOpen={onOpen} /> — {entry.note}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The large modal's state-test crosswalk (issue 17): the entry's CCSSO class, what each
 * assessment program's guidelines say of it or of its test version (`testStatusLine`, as
 * the plan list writes it), its classroom and test versions; then entries that do the same
 * job. A classroom entry with no test version has no State tests section. Linked entries
 * open in the same modal through `onOpen`.
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
    <>
      {speaksOfStateTests(accommodation) && (
        <section className="mb-3" aria-labelledby={HEADING_ID}>
          <h3 id={HEADING_ID} className="h6 text-uppercase text-body-secondary mb-2">
            State tests
          </h3>
          {testClass && <p className="mb-2">CCSSO class: {TEST_CLASS_LABELS[testClass]}</p>}
          {tests.length === 0 ? (
            // No assessment program in the library at all.
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
        </section>
      )}
      <SameJob entries={sameJob} onOpen={onOpen} />
    </>
  );
}
