import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { PlanSummary, StudentPlan } from '@trellis/shared/student-plans';
import { KeyedAlert } from '../../components/alerts/keyed-alert';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageHeading } from '../../components/page-heading';
import { useAnnouncedChange } from '../../components/use-announced-change';
import { paths } from '../../config/paths';
import { useServerClockOffset } from '../../hooks/use-me';
import { usePlanList } from '../../hooks/use-plans';
import { serverTime } from '../../lib/server-clock';
import { useDeletePlan, useUpdatePlan } from './api/plans';
import { localCalendarDay } from '../../lib/dates';
import { DeletePlanDialog } from './delete-plan-dialog';
import { EmptyState } from './empty-state';
import { useReturnFocus } from './focus';
import { HistoryDialog } from './history-dialog';
import { ImplementingSection } from './implementing-section';
import { PlanFiltersBar, SEARCH_ID } from './plan-filters';
import { NO_FILTERS, filterPlans, sortPlans } from './plan-list';
import type { PlanAction } from './plan-row';
import { PlansTable } from './plans-table';
import { PrivacyNotice } from './privacy-notice';
import { failureAlert } from './server-error-alert';
import { STUDENTS_ALERT_KEY } from './wording';
import { lazyComponent } from '../../lib/lazy-load';

// The forms that check what is typed (details, duplicate, share) load when first opened:
// they bring the schema code, which the list itself does not need.
const PlanDetailsDialog = lazyComponent(
  () => import('./plan-details-dialog'),
  (m) => m.PlanDetailsDialog,
);
const DuplicateDialog = lazyComponent(
  () => import('./duplicate-dialog'),
  (m) => m.DuplicateDialog,
);
const ShareDialog = lazyComponent(
  () => import('./share-dialog'),
  (m) => m.ShareDialog,
);

/** The dialog open on the page; `open` turns false first so it can animate out. */
type OpenDialog = { open: boolean; neighbourId: string | null } & (
  | { kind: 'details'; plan: PlanSummary | null }
  | { kind: 'duplicate' | 'share' | 'history' | 'delete'; plan: PlanSummary }
);

function countText(count: number) {
  return `${count} ${count === 1 ? 'student' : 'students'} shown`;
}

/**
 * My Students: every plan the user owns or has been shared, with search and filters (in the
 * browser, so 300 plans filter as fast as one types), the actions on each, and the privacy
 * notice.
 */
export function StudentsPage() {
  const list = usePlanList();
  const navigate = useNavigate();
  const page = useRef<HTMLElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useReturnFocus(page);
  const [filters, setFilters] = useState(NO_FILTERS);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const createdId = useRef<string | null>(null);
  const { mutate: updatePlan } = useUpdatePlan();
  // Here, not in the dialog: the answer may come after the dialog is gone.
  const { mutate: deletePlan } = useDeletePlan();
  const today = localCalendarDay(serverTime(useServerClockOffset()));

  const sorted = useMemo(() => sortPlans(list.data?.plans ?? []), [list.data]);
  const shown = useMemo(() => filterPlans(sorted, filters), [sorted, filters]);
  // Read out when the search or a filter changes it (the line itself is not a live region).
  useAnnouncedChange(sorted.length > 0 ? countText(shown.length) : null, filters);
  // Read by the row actions, which stay the same function so unchanged rows skip rendering.
  const shownNow = useRef(shown);
  useEffect(() => {
    shownNow.current = shown;
  }, [shown]);
  // An outcome belongs to this visit of the page, not the next one.
  useEffect(() => () => useAlertsStore.getState().removeAlert(STUDENTS_ALERT_KEY), []);

  const setArchived = useCallback(
    (plan: PlanSummary, archived: boolean, neighbourId: string | null) => {
      const { setAlert, removeAlert } = useAlertsStore.getState();
      removeAlert(STUDENTS_ALERT_KEY);
      updatePlan(
        { id: plan.id, body: { archived } },
        {
          onSuccess: () => {
            setAlert(STUDENTS_ALERT_KEY, {
              alertType: 'success',
              title: archived
                ? `${plan.label} is archived. Switch on “Show archived” to see the plan.`
                : `${plan.label} is restored.`,
            });
            // The row leaves the table when archived plans are hidden: focus its neighbour.
            returnFocus([plan.id, neighbourId]);
          },
          onError: (error) =>
            setAlert(
              STUDENTS_ALERT_KEY,
              failureAlert(
                `${plan.label} could not be ${archived ? 'archived' : 'restored'}.`,
                null,
                error,
              ),
            ),
        },
      );
    },
    [updatePlan, returnFocus],
  );

  const onAction = useCallback(
    (action: PlanAction, plan: PlanSummary) => {
      const rows = shownNow.current;
      const index = rows.findIndex((row) => row.id === plan.id);
      const neighbourId = (rows[index + 1] ?? rows[index - 1])?.id ?? null;
      switch (action) {
        case 'open':
          // A viewer's plan never becomes the builder's: it opens read-only as My Plan.
          void navigate(
            plan.role === 'viewer' ? paths.students.plan(plan.id) : paths.students.builder(plan.id),
          );
          return;
        case 'archive':
        case 'restore':
          setArchived(plan, action === 'archive', neighbourId);
          return;
        case 'edit':
          setDialog({ kind: 'details', plan, open: true, neighbourId });
          return;
        default:
          setDialog({ kind: action, plan, open: true, neighbourId });
      }
    },
    [navigate, setArchived],
  );

  const confirmDelete = (plan: PlanSummary, neighbourId: string | null) => {
    const { setAlert, removeAlert } = useAlertsStore.getState();
    close();
    removeAlert(STUDENTS_ALERT_KEY);
    deletePlan(plan.id, {
      onSuccess: () => {
        setAlert(STUDENTS_ALERT_KEY, {
          alertType: 'success',
          title: `The plan of ${plan.label} is deleted.`,
        });
        returnFocus([plan.id, neighbourId]);
      },
      onError: (error) =>
        setAlert(
          STUDENTS_ALERT_KEY,
          failureAlert(`The plan of ${plan.label} could not be deleted.`, null, error),
        ),
    });
  };

  const clearFilters = () => {
    setFilters(NO_FILTERS);
    // The button goes with the message it belongs to; the search box stays.
    document.getElementById(SEARCH_ID)?.focus();
  };

  const openNew = () => {
    createdId.current = null;
    setDialog({ kind: 'details', plan: null, open: true, neighbourId: null });
  };
  const close = () => setDialog((current) => current && { ...current, open: false });
  const exited = () => {
    setDialog(null);
    if (!dialog) return;
    if (dialog.plan) returnFocus([dialog.plan.id, dialog.neighbourId]);
    else if (createdId.current) returnFocus([createdId.current]);
    else addButton.current?.focus();
  };
  const onCreated = (plan: StudentPlan) => {
    createdId.current = plan.id;
  };

  const plans = list.data?.plans ?? [];
  return (
    <section className="py-4" ref={page}>
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2">
        <PageHeading>My Students</PageHeading>
        {plans.length > 0 && (
          <Button onClick={openNew} ref={addButton}>
            New student
          </Button>
        )}
      </div>
      <KeyedAlert alertKey={STUDENTS_ALERT_KEY} />
      {list.isPending ? (
        <LoadingIndicator />
      ) : list.isError ? (
        <Alert variant="danger">
          <p>Your students could not be loaded. Check your connection and try again.</p>
          <Button variant="outline-danger" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : plans.length === 0 ? (
        <EmptyState onAdd={openNew} addRef={addButton} />
      ) : (
        <>
          <PlanFiltersBar filters={filters} onChange={setFilters} />
          <p className="small text-body-secondary">{countText(shown.length)}</p>
          {shown.length > 0 ? (
            <PlansTable plans={shown} today={today} onAction={onAction} />
          ) : (
            <p>
              No students match the search and filters.{' '}
              <Button variant="link" className="p-0 align-baseline" onClick={clearFilters}>
                Clear the search and filters
              </Button>
            </p>
          )}
        </>
      )}
      {/* Below the list, and shown with it: nothing in view moves down when the list comes. */}
      {!list.isPending && (
        <>
          <ImplementingSection />
          <PrivacyNotice />
        </>
      )}
      <Suspense fallback={null}>
        {dialog?.kind === 'details' && (
          <PlanDetailsDialog
            show={dialog.open}
            plan={dialog.plan}
            onClose={close}
            onExited={exited}
            onCreated={onCreated}
          />
        )}
        {dialog?.kind === 'duplicate' && (
          <DuplicateDialog
            show={dialog.open}
            plan={dialog.plan}
            onClose={close}
            onExited={exited}
            onCreated={onCreated}
          />
        )}
        {dialog?.kind === 'share' && (
          <ShareDialog show={dialog.open} plan={dialog.plan} onClose={close} onExited={exited} />
        )}
      </Suspense>
      {dialog?.kind === 'history' && (
        <HistoryDialog show={dialog.open} plan={dialog.plan} onClose={close} onExited={exited} />
      )}
      {dialog?.kind === 'delete' && (
        <DeletePlanDialog
          show={dialog.open}
          plan={dialog.plan}
          onConfirm={() => confirmDelete(dialog.plan, dialog.neighbourId)}
          onClose={close}
          onExited={exited}
        />
      )}
    </section>
  );
}
