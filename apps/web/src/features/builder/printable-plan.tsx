import { useQueries } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { type PlanItem, groupNeedsByCategory } from '@trellis/shared/builder';
import { groupStatements, statementStudent } from '@trellis/shared/iep-statements';
import { priorityLabel } from '@trellis/shared/priorities';
import { PRODUCT_NAME } from '@trellis/shared/product';
import { AccommodationSections } from '../../components/accommodation-sections';
import { LoadingIndicator } from '../../components/loading-indicator';
import { accommodationQuery } from '../../hooks/use-library';
import { isNotFound } from '../../lib/api-client';
import { StatementLines } from './item-statement';
import type { PlanDocument } from './plan-document';
import { GONE_FROM_LIBRARY, usePlanStatements } from './use-plan-statements';

function CheckedList({ items }: { items: { key: string; text: string }[] }) {
  if (items.length === 0) return <p className="text-body-secondary">None chosen.</p>;
  return (
    <ul className="checked-list">
      {items.map((item) => (
        <li key={item.key}>{item.text}</li>
      ))}
    </ul>
  );
}

function Profile({ strengths, needs }: Pick<PlanDocument, 'strengths' | 'needs'>) {
  const groups = groupNeedsByCategory(needs);
  return (
    <div className="row g-4 mb-3">
      <section className="col-md-5" aria-labelledby="printable-strengths">
        <h3 id="printable-strengths" className="h5">
          Strengths
        </h3>
        <CheckedList
          items={strengths.map((strength) => ({ key: strength.id, text: strength.name }))}
        />
      </section>
      <section className="col-md-7" aria-labelledby="printable-needs">
        <h3 id="printable-needs" className="h5">
          Needs
        </h3>
        {groups.length === 0 && <p className="text-body-secondary">None chosen.</p>}
        {groups.map((group) => (
          <div key={group.name}>
            <h4 className="h6 text-uppercase text-body-secondary mb-1">{group.name}</h4>
            <CheckedList
              items={group.needs.map((need) => ({
                key: need.id,
                text: `${need.name} — ${priorityLabel(need.priority)} priority`,
              }))}
            />
          </div>
        ))}
      </section>
    </div>
  );
}

/**
 * The index and each item in full: its statement and where it applies, then the entry's
 * text. `student` names the student in the statements: the printed Student Name, so a
 * label the user chose not to print stays off the page.
 */
function Items({ items, student }: Pick<PlanDocument, 'items'> & { student: string | null }) {
  const details = useQueries({ queries: items.map((item) => accommodationQuery(item.key)) });
  return (
    <>
      <section aria-labelledby="printable-index" className="mb-4">
        <h3 id="printable-index" className="h5">
          Accommodations in This Plan
        </h3>
        <ol className="plan-index">
          {items.map((item) => (
            <li key={item.key}>
              <a href={`#plan-item-${item.key}`}>
                <span className="fw-semibold">{item.key}</span> {item.title}
              </a>
            </li>
          ))}
        </ol>
      </section>
      <GroupedStatements items={items} student={student} />
      {items.map((item, index) => {
        const detail = details[index];
        return (
          <article
            key={item.key}
            id={`plan-item-${item.key}`}
            className="plan-item border-top pt-3 mb-4"
          >
            <h3 className="h5 text-primary">
              {item.key} · {item.title}
            </h3>
            {detail?.data ? (
              <>
                <div className="mb-3">
                  <StatementLines item={item} entry={detail.data} student={student} />
                </div>
                <AccommodationSections accommodation={detail.data} headingLevel={4} />
              </>
            ) : detail?.isError ? (
              <p>
                {isNotFound(detail.error)
                  ? GONE_FROM_LIBRARY
                  : 'This accommodation could not be loaded. Please try again.'}
              </p>
            ) : (
              <LoadingIndicator />
            )}
          </article>
        );
      })}
    </>
  );
}

/**
 * The plan's statements grouped as a team enters them, as the plan PDF's "IEP Statements"
 * page has them; shown once every entry has loaded, so no group is missing an item.
 */
function GroupedStatements({ items, student }: { items: PlanItem[]; student: string | null }) {
  const plan = usePlanStatements(items, student);
  if (plan.status !== 'ready' || plan.statements.length === 0) return null;
  return (
    <section aria-labelledby="printable-statements" className="mb-4">
      <h3 id="printable-statements" className="h5">
        IEP Statements
      </h3>
      {groupStatements(plan.statements).map((group) => (
        <div key={group.section}>
          <h4 className="h6 text-uppercase text-body-secondary mb-1">{group.heading}</h4>
          <ul>
            {group.statements.map((statement) => (
              <li key={statement.key}>
                <span className="fw-semibold">{statement.key}</span> {statement.statement}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** A write-in field: the value when there is one, else a blank line to fill in by hand. */
function WriteIn({ name, value, long }: { name: string; value: string | null; long?: boolean }) {
  const className = long ? 'write-in write-in-long' : 'write-in';
  return (
    <p className="mb-0">
      {name}: {value ? <span className={className}>{value}</span> : <span className={className} />}
      {!value && <span className="visually-hidden">(left blank to fill in)</span>}
    </p>
  );
}

/**
 * The printable plan (extra-large modal, spec §2): Student Name (blank, or the student's
 * label when the user chose so) and a blank Date, the chosen strengths and needs as checked
 * lists, an index of the plan, and each item with its statement and in full. The print
 * stylesheet prints only this.
 */
export function PrintablePlan({
  show,
  onClose,
  document,
  studentName,
}: {
  show: boolean;
  onClose(): void;
  document: PlanDocument;
  studentName: string | null;
}) {
  return (
    <Modal
      show={show}
      onHide={onClose}
      size="xl"
      aria-labelledby="printable-plan-title"
      className="printable-plan"
    >
      <Modal.Header closeButton>
        <Modal.Title id="printable-plan-title" as="h2" className="h4">
          {PRODUCT_NAME} Accommodation Plan
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="d-flex flex-wrap gap-4 mb-4 write-in-fields">
          <WriteIn name="Student Name" value={studentName} long />
          <WriteIn name="Date" value={null} />
        </div>
        <Profile strengths={document.strengths} needs={document.needs} />
        <Items items={document.items} student={statementStudent(studentName)} />
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => window.print()}>Print</Button>
      </Modal.Footer>
    </Modal>
  );
}
