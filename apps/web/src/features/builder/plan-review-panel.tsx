import { useId, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import type { PlanItem } from '@trellis/shared/builder';
import type { ReviewFix, ReviewWarning } from '@trellis/shared/plan-review';
import type { StudentPlan } from '@trellis/shared/student-plans';
import { LoadingIndicator } from '../../components/loading-indicator';
import { paths } from '../../config/paths';
import { useBuilderStore } from '../../stores/builder-store';
import { useCartStore } from '../../stores/cart-store';
import { useCurrentStudent } from './use-current-student';
import { type FixActions, usePlanFixes } from './use-plan-fixes';
import { type ReviewSource, usePlanReview } from './use-plan-review';

// The plan review (issue 17): advice on the plan, never a gate. Fixes change the builder's
// plan (use-plan-fixes.ts); a plan shared to view shows the same warnings without them.

const WARNING_ICON = 'M8 1 .5 14h15L8 1zm.9 11H7.1v-1.8h1.8V12zm0-3H7.1V5.5h1.8V9z';

function countText(count: number): string {
  if (count === 0) return 'No warnings';
  return `${count} ${count === 1 ? 'warning' : 'warnings'}`;
}

/** The visible words of a fix; `find` is a link, the others are buttons. */
function fixLabel(fix: Exclude<ReviewFix, { kind: 'keep' }>): string {
  switch (fix.kind) {
    case 'add':
      return `Add ${fix.key} ${fix.title}`;
    case 'remove':
      return `Remove ${fix.key} ${fix.title}`;
    case 'apply-in-class':
      return 'Use on classroom tests too';
    case 'find':
      return `Find supports for ${fix.needName}`;
  }
}

/**
 * Words screen readers hear after the visible label, so every control's name is unique and
 * starts with what it shows: the item a generic label acts on, or the warning when two
 * warnings offer the same fix ("Remove C40" for a modification that matches no need).
 */
function hiddenContext(
  fix: ReviewFix,
  warning: ReviewWarning,
  repeated: ReadonlySet<string>,
): string | null {
  if (fix.kind === 'keep') return `: ${warning.title}`;
  if (fix.kind === 'apply-in-class') return `: ${fix.key} ${fix.title}`;
  return repeated.has(fixLabel(fix)) ? ` (${warning.title})` : null;
}

/** Labels offered by more than one open warning. */
function repeatedLabels(warnings: readonly ReviewWarning[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const warning of warnings) {
    for (const fix of warning.fixes) {
      if (fix.kind === 'keep') continue;
      const label = fixLabel(fix);
      if (seen.has(label)) repeated.add(label);
      seen.add(label);
    }
  }
  return repeated;
}

function Hidden({ text }: { text: string | null }) {
  return text ? <span className="visually-hidden">{text}</span> : null;
}

function FixControl(props: {
  fix: ReviewFix;
  warning: ReviewWarning;
  repeated: ReadonlySet<string>;
  actions: FixActions;
}) {
  const { fix, warning, actions } = props;
  const context = <Hidden text={hiddenContext(fix, warning, props.repeated)} />;
  if (fix.kind === 'find') {
    return (
      <Link to={paths.builder.select} className="btn btn-outline-primary btn-sm">
        {fixLabel(fix)}
        {context}
      </Link>
    );
  }
  const keep = fix.kind === 'keep';
  return (
    <Button
      variant={keep ? 'outline-dark' : 'outline-primary'}
      size="sm"
      onClick={() => actions.apply(fix, warning)}
    >
      {keep ? 'Keep as is' : fixLabel(fix)}
      {context}
    </Button>
  );
}

function WarningIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={WARNING_ICON} />
    </svg>
  );
}

/** One open warning as a Bootstrap warning alert: never role=alert, it is advice. */
function OpenWarning(props: {
  warning: ReviewWarning;
  repeated: ReadonlySet<string>;
  actions: FixActions | null;
}) {
  const { warning, actions } = props;
  return (
    <li className="alert alert-warning d-flex gap-2 align-items-start mb-2">
      <WarningIcon />
      <div>
        <h3 className="h6 mb-1">{warning.title}</h3>
        <p className="mb-2">{warning.why}</p>
        {actions && (
          <div className="d-flex flex-wrap gap-2">
            {warning.fixes.map((fix, index) => (
              <FixControl
                key={index}
                fix={fix}
                warning={warning}
                repeated={props.repeated}
                actions={actions}
              />
            ))}
          </div>
        )}
      </div>
    </li>
  );
}

function OpenWarnings({
  warnings,
  actions,
}: {
  warnings: ReviewWarning[];
  actions: FixActions | null;
}) {
  const repeated = repeatedLabels(warnings);
  return (
    <ul className="list-unstyled mb-2">
      {warnings.map((warning) => (
        <OpenWarning key={warning.id} warning={warning} repeated={repeated} actions={actions} />
      ))}
    </ul>
  );
}

function KeptWarnings({
  warnings,
  actions,
}: {
  warnings: ReviewWarning[];
  actions: FixActions | null;
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (warnings.length === 0) return null;
  return (
    <div className="mt-2">
      <Button
        variant="link"
        className="p-0"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        Kept as is ({warnings.length})
      </Button>
      {open && (
        <ul id={listId} className="list-unstyled mt-2">
          {warnings.map((warning) => (
            <li key={warning.id} className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <strong>{warning.title}</strong>
              {actions && (
                <Button
                  variant="outline-secondary"
                  size="sm"
                  onClick={() => actions.unkeep(warning)}
                >
                  Show again
                  <Hidden text={`: ${warning.title}`} />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Items the review could not check, and why. */
function Unchecked({ items, why }: { items: PlanItem[]; why: string }) {
  if (items.length === 0) return null;
  return (
    <p className="text-body-secondary">
      Not checked, as {why}: {items.map((item) => `${item.key} ${item.title}`).join('; ')}.
    </p>
  );
}

/**
 * The "Plan review" section. When `editable` the team can fix or keep each warning; focus
 * then lands on the heading once the warning leaves its list, never on the page body. What
 * a fix could not do (the plan is full) is said in the section's live region.
 */
function ReviewSection({ source, editable }: { source: ReviewSource; editable: boolean }) {
  const review = usePlanReview(source);
  const { actions, focusTarget, notice } = usePlanFixes(review, editable);

  return (
    <section aria-labelledby="plan-review-heading" className="mt-4">
      <h2 id="plan-review-heading" className="h4" tabIndex={-1} ref={focusTarget}>
        Plan review
      </h2>
      <p>Advice an experienced case manager would give. The team decides.</p>
      <div aria-live="polite">
        <p className="visually-hidden">
          {review.status === 'ready' ? countText(review.open.length) : ''}
        </p>
        {notice && (
          <p key={notice.id} className="alert alert-warning py-2">
            {notice.text}
          </p>
        )}
      </div>
      {review.status === 'loading' && <LoadingIndicator label="Checking the plan..." />}
      {review.status === 'unavailable' && (
        <p>The plan review could not be loaded. Please try again later.</p>
      )}
      {review.status === 'ready' && (
        <>
          {review.open.length === 0 ? (
            <p>No warnings for this plan.</p>
          ) : (
            <OpenWarnings warnings={review.open} actions={actions} />
          )}
          <Unchecked
            items={review.gone}
            why={
              review.gone.length === 1
                ? 'it is no longer in the library'
                : 'they are no longer in the library'
            }
          />
          <Unchecked items={review.unchecked} why="the library could not be reached" />
          <KeptWarnings warnings={review.kept} actions={actions} />
        </>
      )}
    </section>
  );
}

/**
 * The review of the builder's current plan, with its fixes (step 5 and My Plan). Keyed by
 * the plan, so another student's plan never shows this one's warnings or first review.
 */
export function PlanReviewPanel() {
  const items = useCartStore((state) => state.items);
  const kept = useCartStore((state) => state.reviewKept);
  const needs = useBuilderStore((state) => state.needs);
  // Guests and plans not yet loaded have no type or grade: those rules stay quiet.
  const { planId, student } = useCurrentStudent();
  const source: ReviewSource = {
    items,
    needs,
    kept,
    planType: student?.planType ?? null,
    grade: student?.grade ?? null,
  };
  return <ReviewSection key={planId ?? 'no-plan'} source={source} editable />;
}

/** The review of a plan the user may only view: the same warnings, no fixes. */
export function ReadOnlyPlanReview({ plan }: { plan: StudentPlan }) {
  const source: ReviewSource = {
    items: plan.state.plan,
    needs: plan.state.needs,
    kept: plan.state.reviewKept,
    planType: plan.planType,
    grade: plan.grade,
  };
  return <ReviewSection key={plan.id} source={source} editable={false} />;
}
