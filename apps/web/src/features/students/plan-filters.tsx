import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { PLAN_TYPES, type PlanType } from '@trellis/shared/plan-limits';
import { PLAN_GRADES, gradeLabel, type PlanGrade } from '@trellis/shared/plan-grades';
import type { PlanFilters } from './plan-list';
import { PLAN_TYPE_NAMES } from './wording';

/** The search box's id, where focus goes when the filters are cleared. */
export const SEARCH_ID = 'students-search';

/**
 * Search, grade, plan type and "Show archived" above the table. Each change filters at once
 * (in the browser: the whole caseload is already loaded), so there is nothing to submit.
 */
export function PlanFiltersBar({
  filters,
  onChange,
}: {
  filters: PlanFilters;
  onChange(filters: PlanFilters): void;
}) {
  const set = (change: Partial<PlanFilters>) => onChange({ ...filters, ...change });
  return (
    <div role="search" aria-label="Find students" className="mb-3">
      <Row className="g-3 align-items-end">
        <Col md={5}>
          <Form.Group controlId={SEARCH_ID}>
            <Form.Label>Search</Form.Label>
            <Form.Control
              type="search"
              value={filters.search}
              onChange={(event) => set({ search: event.target.value })}
              aria-describedby="students-search-note"
              autoComplete="off"
            />
            <Form.Text id="students-search-note" className="d-block">
              Finds students by label or note.
            </Form.Text>
          </Form.Group>
        </Col>
        <Col sm={6} md={3}>
          <Form.Group controlId="students-grade">
            <Form.Label>Grade</Form.Label>
            <Form.Select
              value={filters.grade}
              onChange={(event) => set({ grade: event.target.value as PlanFilters['grade'] })}
            >
              <option value="">All grades</option>
              {PLAN_GRADES.map((grade: PlanGrade) => (
                <option key={grade} value={grade}>
                  {gradeLabel(grade)}
                </option>
              ))}
              <option value="none">No grade given</option>
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={6} md={2}>
          <Form.Group controlId="students-type">
            <Form.Label>Plan type</Form.Label>
            <Form.Select
              value={filters.planType}
              onChange={(event) => set({ planType: event.target.value as PlanType | '' })}
            >
              <option value="">All types</option>
              {PLAN_TYPES.map((type) => (
                <option key={type} value={type}>
                  {PLAN_TYPE_NAMES[type]}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col md={2}>
          <Form.Check
            type="switch"
            id="students-archived"
            label="Show archived"
            checked={filters.showArchived}
            onChange={(event) => set({ showArchived: event.target.checked })}
            className="mb-2"
          />
        </Col>
      </Row>
    </div>
  );
}
