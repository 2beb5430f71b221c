import { Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { ImplementingResponse } from '@trellis/shared/delivery-log';
import { paths } from '../../config/paths';
import { ApiRequestError } from '../../lib/api-client';
import { calendarDayText } from '../../lib/dates';
import { useImplementing } from './api/implementing';

type ImplementedPlan = ImplementingResponse['plans'][number];

/** A refusal (no district, say) means there is nothing to show; anything else may pass. */
const refused = (error: Error) =>
  error instanceof ApiRequestError && error.status >= 400 && error.status < 500;

function ImplementedPlanEntry({ plan }: { plan: ImplementedPlan }) {
  const items = plan.items.map((item) => `${item.key} ${item.title}`).join(', ');
  return (
    <li className="card card-body">
      <h3 className="h6 mb-1">{plan.label}</h3>
      <p className="small mb-1">
        Case manager: {plan.caseManager}
        {plan.classOrPeriod && ` · ${plan.classOrPeriod}`}
      </p>
      {/* The server lists only plans that still hold some of their items. */}
      <p className="small mb-1">{items}</p>
      <p className="small text-body-secondary mb-2">
        {plan.lastLoggedOn ? `Last logged ${calendarDayText(plan.lastLoggedOn)}` : 'Not logged yet'}
      </p>
      <Link to={paths.students.monitoring(plan.planId)}>
        Open the log <span className="visually-hidden">for {plan.label}</span>
      </Link>
    </li>
  );
}

/**
 * "Students you provide accommodations for" on My Students: the plans of colleagues that name
 * the user as an implementer, each with a link to log (issue 18). Hidden when there are none.
 */
export function ImplementingSection() {
  const implementing = useImplementing();
  if (implementing.isError && !refused(implementing.error)) {
    return (
      <Alert variant="warning">
        <p>The students you provide accommodations for could not be loaded.</p>
        <Button variant="outline-secondary" onClick={() => void implementing.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const plans = implementing.data ?? [];
  if (plans.length === 0) return null;
  return (
    <section aria-labelledby="implementing-heading" className="my-4">
      <h2 id="implementing-heading" className="h4">
        Students you provide accommodations for
      </h2>
      {/* Safari drops a list's role once its markers are gone: the role keeps it a list. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ul className="list-unstyled d-flex flex-column gap-2" role="list">
        {plans.map((plan) => (
          <ImplementedPlanEntry key={plan.planId} plan={plan} />
        ))}
      </ul>
    </section>
  );
}
