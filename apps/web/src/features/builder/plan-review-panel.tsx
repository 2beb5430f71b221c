import { useEffect, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import { APPLIES_TO } from '@trellis/shared/content';
import type { AccommodationResponse } from '@trellis/shared/content-api';
import { detailsOf } from '@trellis/shared/iep-statements';
import type { ReviewFix, ReviewWarning } from '@trellis/shared/plan-review';
import type { StudentPlan } from '@trellis/shared/student-plans';
import { LoadingIndicator } from '../../components/loading-indicator';
import { paths } from '../../config/paths';
import { useBuilderStore } from '../../stores/builder-store';
import { useCartStore } from '../../stores/cart-store';
import { useCurrentStudent } from './use-current-student';
import { type ReviewSource, usePlanReview } from './use-plan-review';

// The plan review (issue 17): advice on the plan, never a gate. Fixes change the builder's
// plan; a plan shared to view shows the same warnings without them.

const WARNING_ICON = 'M8 1 .5 14h15L8 1zm.9 11H7.1v-1.8h1.8V12zm0-3H7.1V5.5h1.8V9z';

/** What a fix does, given by the panel that may change the plan. */
interface FixActions {
  apply(fix: ReviewFix, warning: ReviewWarning): void;
  unkeep(warning: ReviewWarning): void;
}

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

/**
 * The "Plan review" section. With `changes` the team can fix or keep each warning; focus
 * then lands on the heading once the warning leaves its list, never on the page body.
 */
function ReviewSection({ source, changes }: { source: ReviewSource; changes?: typeof fixesOf }) {
  const review = usePlanReview(source);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The warning a control acted on and the list it must leave before focus moves.
  const leaving = useRef<{ id: string; from: 'open' | 'kept' } | null>(null);

  useEffect(() => {
    const target = leaving.current;
    if (!target || review.status !== 'ready') return;
    if (review[target.from].some((warning) => warning.id === target.id)) return;
    leaving.current = null;
    headingRef.current?.focus();
  });

  let actions: FixActions | null = null;
  if (changes && review.status === 'ready') {
    const change = changes(review.accommodations);
    actions = {
      apply: (fix, warning) => {
        if (change.fix(fix, warning)) leaving.current = { id: warning.id, from: 'open' };
      },
      unkeep: (warning) => {
        leaving.current = { id: warning.id, from: 'kept' };
        change.unkeep(warning);
      },
    };
  }

  return (
    <section aria-labelledby="plan-review-heading" className="mt-4">
      <h2 id="plan-review-heading" className="h4" tabIndex={-1} ref={headingRef}>
        Plan review
      </h2>
      <p>Advice an experienced case manager would give. The team decides.</p>
      <p className="visually-hidden" aria-live="polite">
        {review.status === 'ready' ? countText(review.open.length) : ''}
      </p>
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
          {review.unchecked.length > 0 && (
            <p className="text-body-secondary">
              Not checked, as the library could not be reached:{' '}
              {review.unchecked.map((item) => `${item.key} ${item.title}`).join('; ')}.
            </p>
          )}
          <KeptWarnings warnings={review.kept} actions={actions} />
        </>
      )}
    </section>
  );
}

/** The review of the builder's current plan, with its fixes (step 5 and My Plan). */
export function PlanReviewPanel() {
  const items = useCartStore((state) => state.items);
  const kept = useCartStore((state) => state.reviewKept);
  const needs = useBuilderStore((state) => state.needs);
  // Guests and plans not yet loaded have no type or grade: those rules stay quiet.
  const student = useCurrentStudent().student;
  const source: ReviewSource = {
    items,
    needs,
    kept,
    planType: student?.planType ?? null,
    grade: student?.grade ?? null,
  };
  return <ReviewSection source={source} changes={fixesOf} />;
}

/** The store calls behind each fix; false when nothing changed (the plan is full). */
function fixesOf(accommodations: ReadonlyMap<string, AccommodationResponse>) {
  const cart = useCartStore.getState;
  return {
    fix(fix: ReviewFix, warning: ReviewWarning): boolean {
      switch (fix.kind) {
        case 'add':
          cart().add({ key: fix.key, title: fix.title });
          return cart().items.some((item) => item.key === fix.key);
        case 'remove':
          cart().remove(fix.key);
          // The review leaves with the plan's last item; the page's title keeps the focus.
          if (cart().items.length === 0) {
            document.querySelector<HTMLElement>('[data-page-heading]')?.focus();
          }
          return true;
        case 'apply-in-class': {
          const item = cart().items.find((candidate) => candidate.key === fix.key);
          const template = accommodations.get(fix.key)?.statement;
          if (!item || !template) return false;
          // The team's details (or the library's defaults), now on classroom tests as well.
          const details = detailsOf(template, item.details);
          const appliesTo = APPLIES_TO.filter(
            (place) => place === 'classroom-tests' || details.appliesTo.includes(place),
          );
          cart().setDetails(fix.key, { ...details, appliesTo });
          return true;
        }
        case 'find':
          return false;
        case 'keep':
          cart().keepWarning(warning.id);
          return true;
      }
    },
    unkeep(warning: ReviewWarning) {
      cart().unkeepWarning(warning.id);
    },
  };
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
  return <ReviewSection source={source} />;
}
