import { useId } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import type { PlanLogResponse } from '@trellis/shared/delivery-log';
import type { MonitoringFilter } from '@trellis/shared/monitoring';
import { QUICK_RANGES, quickChoiceOf, quickRange } from './monitoring-filter';

/** A date field's value as the filter takes it: a whole date, or nothing. */
const dateOrNothing = (value: string) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/**
 * Whose log and which weeks the page shows: an implementer (or everyone), a date range, and
 * the quick ranges. Every change goes to `onChange`, which keeps it in the address.
 */
export function MonitoringFilters({
  filter,
  implementers,
  today,
  onChange,
}: {
  filter: MonitoringFilter;
  implementers: PlanLogResponse['implementers'];
  today: string;
  onChange(filter: MonitoringFilter): void;
}) {
  const id = useId();
  const quick = quickChoiceOf(filter, today);
  const backwards = Boolean(filter.from && filter.to && filter.from > filter.to);
  const set = (change: Partial<MonitoringFilter>) => {
    const next: MonitoringFilter = { ...filter, ...change };
    // Absent, not undefined: the address then simply has no such part.
    for (const key of ['from', 'to', 'implementerId'] as const) if (!next[key]) delete next[key];
    onChange(next);
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="mb-4 d-print-none">
      <h2 id={`${id}-heading`} className="h5">
        Show the log of
      </h2>
      <Row className="g-3 align-items-end">
        <Col xs={12} md={4}>
          <Form.Group controlId={`${id}-implementer`}>
            <Form.Label>Implementer</Form.Label>
            <Form.Select
              value={filter.implementerId ?? ''}
              onChange={(event) => set({ implementerId: event.target.value || undefined })}
            >
              <option value="">Everyone</option>
              {implementers.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col xs={6} md={4}>
          <Form.Group controlId={`${id}-from`}>
            <Form.Label>From</Form.Label>
            <Form.Control
              type="date"
              value={filter.from ?? ''}
              max={today}
              onChange={(event) => set({ from: dateOrNothing(event.target.value) })}
            />
          </Form.Group>
        </Col>
        <Col xs={6} md={4}>
          <Form.Group controlId={`${id}-to`}>
            <Form.Label>To</Form.Label>
            <Form.Control
              type="date"
              value={filter.to ?? ''}
              isInvalid={backwards}
              aria-invalid={backwards || undefined}
              aria-describedby={backwards ? `${id}-to-error` : undefined}
              onChange={(event) => set({ to: dateOrNothing(event.target.value) })}
            />
            {backwards && (
              <Form.Control.Feedback type="invalid" id={`${id}-to-error`}>
                The end date is before the start date.
              </Form.Control.Feedback>
            )}
          </Form.Group>
        </Col>
      </Row>
      <div className="d-flex flex-wrap gap-2 mt-3" role="group" aria-label="Quick ranges">
        {QUICK_RANGES.map(({ weeks, label }) => (
          <Button
            key={label}
            variant={quick === weeks ? 'primary' : 'outline-primary'}
            size="sm"
            aria-pressed={quick === weeks}
            onClick={() => set({ from: quickRange(weeks, today).from, to: undefined })}
          >
            {label}
          </Button>
        ))}
      </div>
    </section>
  );
}
