import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { useBuilderStore } from '../../stores/builder-store';
import { usePlanLoading } from '../../stores/plan-sync-state';
import { BUILDER_STEPS, type StepNumber } from './builder-steps';
import { PlanSaveNotices } from './plan-save-notices';
import { StepNavigator } from './step-navigator';
import { StudentSwitcher } from './student-switcher';

/** What a step's footer offers to move on: a Next Step button, or a custom control. */
export type NextStep =
  { kind: 'button'; disabledReason?: string } | { kind: 'custom'; control: ReactNode };

function StartOver() {
  const [asking, setAsking] = useState(false);
  const reset = useBuilderStore((state) => state.reset);
  return (
    <>
      <Button variant="outline-secondary" onClick={() => setAsking(true)}>
        Start Over
      </Button>
      <ConfirmDialog
        show={asking}
        question="Clear every chosen strength and need? Your plan is kept."
        confirmLabel="Clear Strengths and Needs"
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          reset();
          setAsking(false);
        }}
      />
    </>
  );
}

function NextStepButton({ step, disabledReason }: { step: StepNumber; disabledReason?: string }) {
  const navigate = useNavigate();
  const next = BUILDER_STEPS.find((candidate) => candidate.number === step + 1);
  if (!next) return null;
  return (
    <div className="d-flex flex-column align-items-end gap-1">
      <Button
        size="lg"
        disabled={Boolean(disabledReason)}
        aria-describedby={disabledReason ? 'next-step-reason' : undefined}
        onClick={() => void navigate(next.path)}
      >
        Next Step
      </Button>
      {disabledReason && (
        <small id="next-step-reason" className="text-body-secondary">
          {disabledReason}
        </small>
      )}
    </div>
  );
}

/**
 * The frame of every builder step: the current student with the switcher, the step
 * navigator, the step's heading and intro, its content, then browse/search shortcuts,
 * Start Over and the way to the next step.
 */
export function BuilderFrame({
  step,
  title,
  intro,
  next = { kind: 'button' },
  children,
}: {
  step: StepNumber;
  /** The heading, when it differs from the step's name in the navigator. */
  title?: string;
  intro: ReactNode;
  next?: NextStep;
  children: ReactNode;
}) {
  const heading = title ?? BUILDER_STEPS[step - 1]?.title ?? '';
  // Until the student's saved plan is in, a choice made here would be overwritten by it.
  const planLoading = usePlanLoading();
  return (
    <section className="py-4 builder">
      <StudentSwitcher />
      <PlanSaveNotices />
      <StepNavigator current={step} />
      <p className="text-body-secondary mb-1">
        Step {step} of {BUILDER_STEPS.length}
      </p>
      <PageHeading>{heading}</PageHeading>
      <div className="builder-intro mb-4">{intro}</div>
      {planLoading ? (
        <div className="pending-area">
          <LoadingIndicator label="Loading the student's plan" />
        </div>
      ) : (
        children
      )}
      <div className="builder-footer d-flex flex-wrap justify-content-between align-items-start gap-3 border-top pt-3 mt-4">
        <div className="d-flex flex-wrap gap-2 align-items-center">
          <Link to={paths.browse} className="btn btn-link">
            Browse by Topic
          </Link>
          <Link to={paths.search} className="btn btn-link">
            Search Accommodations
          </Link>
          {step <= 3 && <StartOver />}
        </div>
        {next.kind === 'button' ? (
          <NextStepButton step={step} disabledReason={next.disabledReason} />
        ) : (
          next.control
        )}
      </div>
    </section>
  );
}
