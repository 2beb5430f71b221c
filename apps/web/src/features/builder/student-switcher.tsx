import { FIRST_PLAN_LABEL } from '@trellis/shared/plan-limits';
import { Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Dropdown from 'react-bootstrap/Dropdown';
import type { PlanSummary } from '@trellis/shared/student-plans';
import { KeyedAlert } from '../../components/alerts/keyed-alert';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { paths } from '../../config/paths';
import { invalidatePlans } from '../../hooks/use-plans';
import { useWantedOnce } from '../../hooks/use-wanted-once';
import { switchToPlan } from '../../stores/builder-sync';
import { usePlanLoading } from '../../stores/plan-sync-state';
import { studentDetails, studentLine, useCurrentStudent } from './use-current-student';
import { lazyComponent } from '../../lib/lazy-load';

const ALERT_KEY = 'studentSwitch';

// The new-student form loads when it is first opened: it brings the form library's schema
// checks, which the builder's steps do not otherwise need.
const NewStudentDialog = lazyComponent(
  () => import('./new-student-dialog'),
  (m) => m.NewStudentDialog,
);

function StudentText() {
  const { planId, student, list } = useCurrentStudent();
  const planLoading = usePlanLoading();
  if (student) return <strong>{studentLine(student)}</strong>;
  if (planId === null && !planLoading) {
    return <>none yet. Your first choice starts a plan named “{FIRST_PLAN_LABEL}”.</>;
  }
  return list.isError ? <>your students could not be loaded.</> : <>Loading...</>;
}

/** The plans the builder can move to: the user's editable ones not archived, by label. */
function switchable(plans: PlanSummary[] | undefined): PlanSummary[] {
  return (plans ?? [])
    .filter((plan) => plan.role !== 'viewer' && !plan.archived)
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { sensitivity: 'base' }));
}

/**
 * The current student, shown above the builder and My Plan ("Student: J.T. · Grade 3 ·
 * IEP"), with a menu to move to another student, to My Students, or to a new student.
 * Moving saves the current student's changes first (stores/builder-sync.ts).
 */
export function StudentSwitcher({ onSwitched }: { onSwitched?(planId: string): void }) {
  const queryClient = useQueryClient();
  const { planId, list } = useCurrentStudent();
  const [opening, setOpening] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const dialogWanted = useWantedOnce(creating);
  const toggle = useRef<HTMLButtonElement>(null);
  const { setAlert, removeAlert } = useAlertsStore.getState();

  const open = (plan: PlanSummary) => {
    if (plan.id === planId || opening) return;
    removeAlert(ALERT_KEY);
    setOpening(plan.label);
    switchToPlan(plan.id)
      .then(
        () => {
          void invalidatePlans(queryClient);
          onSwitched?.(plan.id);
        },
        (error: unknown) =>
          setAlert(ALERT_KEY, {
            alertType: 'danger',
            title: `${plan.label}’s plan could not be opened.`,
            errors: [error instanceof Error ? error.message : String(error)],
          }),
      )
      .finally(() => setOpening(null));
  };

  return (
    <div className="student-switcher mb-3">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <p className="mb-0" aria-live="polite">
          Student: <StudentText />
        </p>
        <Dropdown>
          <Dropdown.Toggle
            ref={toggle}
            variant="outline-primary"
            size="sm"
            id="student-switcher-toggle"
          >
            Switch Student
          </Dropdown.Toggle>
          <Dropdown.Menu
            className="student-switcher-menu"
            style={{ maxHeight: '60vh', overflowY: 'auto' }}
          >
            {switchable(list.data?.plans).map((plan) => {
              const current = plan.id === planId;
              return (
                <Dropdown.Item
                  key={plan.id}
                  as="button"
                  active={current}
                  aria-current={current || undefined}
                  onClick={() => open(plan)}
                >
                  {plan.label} <span className="small">· {studentDetails(plan)}</span>
                  {current && ' '}
                  {current && <span className="visually-hidden">(current student)</span>}
                </Dropdown.Item>
              );
            })}
            <Dropdown.Divider />
            <Dropdown.Item as={Link} to={paths.students.list}>
              All students…
            </Dropdown.Item>
            <Dropdown.Item as="button" onClick={() => setCreating(true)}>
              New student…
            </Dropdown.Item>
          </Dropdown.Menu>
        </Dropdown>
        {opening && (
          <span role="status" className="small">
            Opening {opening}’s plan...
          </span>
        )}
      </div>
      <KeyedAlert alertKey={ALERT_KEY} />
      <Suspense fallback={null}>
        {dialogWanted && (
          <NewStudentDialog
            show={creating}
            onClose={() => setCreating(false)}
            onCreated={(id) => onSwitched?.(id)}
            onExited={() => toggle.current?.focus()}
          />
        )}
      </Suspense>
    </div>
  );
}
