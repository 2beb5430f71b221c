import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { type ItemMonitoring, percentText, ratingText } from '@trellis/shared/monitoring';
import { calendarDayText } from '../../lib/dates';
import { WeekChart } from './week-chart';
import { loggedWeeks, weekSummary } from './week-summary';
import { WeekTable } from './week-table';

const occasionsText = (count: number) => `${count} ${count === 1 ? 'occasion' : 'occasions'}`;

/** Provided, used, rated: the item's three figures over the filter. */
function Figures({ item }: { item: ItemMonitoring }) {
  return (
    <dl className="monitoring-figures d-flex flex-wrap gap-4 mb-2">
      <div>
        <dt className="fw-normal small">Provided</dt>
        <dd className="fs-4 fw-semibold mb-0">{percentText(item.providedShare)}</dd>
      </div>
      <div>
        <dt className="fw-normal small">Used</dt>
        <dd className="fs-4 fw-semibold mb-0">{percentText(item.useShare)}</dd>
      </div>
      <div>
        <dt className="fw-normal small">Rated</dt>
        <dd className="fs-4 fw-semibold mb-0">{ratingText(item.meanRating)}</dd>
      </div>
    </dl>
  );
}

/** The student's own view, never mixed into the figures above. */
function StudentView({ student }: { student: ItemMonitoring['student'] }) {
  if (student.views === 0) return null;
  const views = `${student.views} ${student.views === 1 ? 'entry' : 'entries'}`;
  return (
    <p className="mb-2">
      <strong>The student’s view</strong> ({views}): used {percentText(student.useShare)}, rated{' '}
      {ratingText(student.meanRating)}.
    </p>
  );
}

/**
 * One plan item on the monitoring page: its figures over the filter, the student's view
 * apart, and its weeks as a chart with a one-sentence summary and the table behind it.
 */
export function ItemCard({ item }: { item: ItemMonitoring }) {
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  const headingId = `${id}-heading`;
  const tableId = `${id}-table`;
  const name = `${item.key} ${item.title}`;
  const hasWeeks = loggedWeeks(item).length > 0;
  const summary = weekSummary(item);
  return (
    <article className="card mb-4 monitoring-item" aria-labelledby={headingId}>
      <div className="card-body">
        <h3 id={headingId} className="h5 card-title">
          <span className="plan-item-key">{item.key}</span> {item.title}
        </h3>
        <Figures item={item} />
        <p className="small text-body-secondary mb-2">
          {item.occasions > 0
            ? `Over ${occasionsText(item.occasions)} logged. `
            : 'Nothing is logged for this accommodation in this view. '}
          {/* Whatever the filter: has anyone logged it lately? */}
          {item.lastLoggedOn
            ? `Latest day anyone logged: ${calendarDayText(item.lastLoggedOn)}.`
            : 'Nobody has logged it yet.'}
        </p>
        <StudentView student={item.student} />
        {hasWeeks ? (
          <>
            <p className="mb-1">{summary}</p>
            <WeekChart weeks={item.weeks} label={`${name}, week by week. ${summary}`} />
            <Button
              variant="outline-primary"
              size="sm"
              className="mt-2"
              aria-expanded={tableShown}
              aria-controls={tableShown ? tableId : undefined}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {tableShown ? 'Hide the table' : 'Show the table'}{' '}
              <span className="visually-hidden">of {name}</span>
            </Button>
            {tableShown && (
              <WeekTable id={tableId} caption={`${name}, week by week`} weeks={item.weeks} />
            )}
          </>
        ) : null}
      </div>
    </article>
  );
}
