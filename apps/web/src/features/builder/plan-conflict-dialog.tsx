import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { StudentPlanSchema, StudentPlan } from '@trellis/shared/student-plans';
import { LoadingIndicator } from '../../components/loading-indicator';
import { useMe } from '../../hooks/use-me';
import { invalidatePlans, plansQueryKey } from '../../hooks/use-plans';
import { apiRequest } from '../../lib/api-client';
import { instantText } from '../../lib/dates';
import { useBuilderStore } from '../../stores/builder-store';
import { keepMyVersion, reloadTheirVersion } from '../../stores/builder-sync';
import { useCartStore } from '../../stores/cart-store';
import { useSyncStatusStore } from '../../stores/plan-sync-state';
import { describeDifferences } from './plan-differences';

/** Their version, fetched afresh each time the dialog opens (never a cached older one). */
function useTheirVersion(planId: string) {
  return useQuery({
    queryKey: [...plansQueryKey, 'conflict', planId],
    queryFn: ({ signal }) =>
      apiRequest<typeof StudentPlanSchema>(`/plans/${encodeURIComponent(planId)}`, { signal }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** Who saved their version, and when: "Cam Aalto saved “J.T.” on Mar 3, 2027, 10:42 AM". */
function WhoSaved({ theirs }: { theirs: StudentPlan }) {
  const myId = useMe().data?.user.id;
  const editor = theirs.lastEditor ?? theirs.owner;
  const who = editor.id === myId ? 'You (in another window or on another device)' : editor.name;
  return (
    <p id="plan-conflict-summary">
      {who} saved “{theirs.label}” on {instantText(theirs.updatedAt)}, after your copy was loaded.
      Your changes are not saved yet.
    </p>
  );
}

function Differences({ theirs }: { theirs: StudentPlan }) {
  const strengths = useBuilderStore((state) => state.strengths);
  const needs = useBuilderStore((state) => state.needs);
  const plan = useCartStore((state) => state.items);
  const reviewKept = useCartStore((state) => state.reviewKept);
  const lines = describeDifferences({ strengths, needs, plan, reviewKept }, theirs.state);
  if (lines.length === 0) return <p>Your copy and theirs hold the same choices.</p>;
  return (
    <section aria-labelledby="plan-conflict-differences">
      <h3 id="plan-conflict-differences" className="h6">
        Keeping yours would change their version like this:
      </h3>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

function ConflictBody({ planId }: { planId: string }) {
  const queryClient = useQueryClient();
  const theirs = useTheirVersion(planId);
  const [keeping, setKeeping] = useState(false);
  const busy = keeping || theirs.isFetching;

  const reload = (plan: StudentPlan) => {
    reloadTheirVersion(plan);
    void invalidatePlans(queryClient);
  };
  const keep = (plan: StudentPlan) => {
    setKeeping(true);
    // Another conflict reopens this dialog with the newer version.
    void keepMyVersion(plan.version).finally(() => {
      setKeeping(false);
      void invalidatePlans(queryClient);
    });
  };

  return (
    <>
      <Modal.Header>
        <Modal.Title id="plan-conflict-title" as="h2" className="h5">
          Someone else saved this student’s plan
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {theirs.data ? (
          <>
            <WhoSaved theirs={theirs.data} />
            <Differences theirs={theirs.data} />
            <p className="mb-0">
              <strong>Reload their version</strong> drops your changes since then.{' '}
              <strong>Keep mine</strong> saves your copy in place of theirs.
            </p>
          </>
        ) : theirs.isError ? (
          <Alert variant="danger">
            Their version could not be loaded. Check your connection and try again.
          </Alert>
        ) : (
          <LoadingIndicator />
        )}
      </Modal.Body>
      <Modal.Footer>
        {theirs.isError && !theirs.data && (
          <Button variant="outline-secondary" onClick={() => void theirs.refetch()}>
            Try Again
          </Button>
        )}
        {theirs.data && (
          <>
            <Button
              variant="outline-primary"
              aria-disabled={busy || undefined}
              onClick={() => !busy && theirs.data && reload(theirs.data)}
            >
              Reload their version
            </Button>
            <Button
              aria-disabled={busy || undefined}
              onClick={() => !busy && theirs.data && keep(theirs.data)}
            >
              {keeping ? 'Saving...' : 'Keep mine'}
            </Button>
          </>
        )}
      </Modal.Footer>
    </>
  );
}

/**
 * Shown when a save finds that someone saved the plan since the browser's version (409
 * PLAN_CONFLICT): who saved and when, what differs in words, and the two ways on. Saving
 * waits until the user chooses; nothing is overwritten silently. It cannot be dismissed
 * without a choice, since either way the user must decide whose changes stay.
 */
export function PlanConflictDialog() {
  const problem = useSyncStatusStore((state) => state.problem);
  const planId = problem?.kind === 'conflict' ? problem.planId : null;
  return (
    <Modal
      show={planId !== null}
      backdrop="static"
      keyboard={false}
      aria-labelledby="plan-conflict-title"
      aria-describedby="plan-conflict-summary"
    >
      {planId && <ConflictBody key={planId} planId={planId} />}
    </Modal>
  );
}
