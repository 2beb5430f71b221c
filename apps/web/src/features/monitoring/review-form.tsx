import { useMemo, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  REVIEW_DECISION_LABELS,
  REVIEW_DECISIONS,
  REVIEW_NOTE_MAX,
  type ReviewResponse,
  type ReviewSaveBody,
} from '@trellis/shared/review-meeting';
import { announce } from '../../components/announce';
import { ForItem } from '../../components/for-item';
import { applyServerErrors } from '../../lib/form-errors';
import { useSaveReview } from './api/review';
import {
  bodyOf,
  formFields,
  reviewFormResolver,
  type ReviewFormValues,
  valuesOf,
  withFormPaths,
} from './review-form-values';
import { DecidedBy, type ReviewItem, suggestionId } from './review-item-parts';
import { ReviewTable } from './review-table';

const SAVED = 'Your decisions are saved.';

/** The decision select and the note for one item, their errors tied to them. */
function DecisionFields({
  form,
  item,
  index,
}: {
  form: UseFormReturn<ReviewFormValues, unknown, ReviewSaveBody>;
  item: ReviewItem;
  index: number;
}) {
  const errors = form.formState.errors.decisions?.[index];
  const base = `review-${item.key}`;
  const name = <ForItem item={item} />;
  return (
    <>
      <Form.Group controlId={`${base}-decision`} className="mb-2">
        <Form.Label className="small mb-1">Decision{name}</Form.Label>
        <Form.Select
          size="sm"
          isInvalid={Boolean(errors?.decision)}
          aria-invalid={errors?.decision ? true : undefined}
          aria-describedby={[errors?.decision && `${base}-decision-error`, suggestionId(item.key)]
            .filter(Boolean)
            .join(' ')}
          {...form.register(`decisions.${index}.decision`)}
        >
          {/* The server keeps a decision once made: only an undecided item offers none. */}
          {!item.saved && <option value="">Not decided</option>}
          {REVIEW_DECISIONS.map((decision) => (
            <option key={decision} value={decision}>
              {REVIEW_DECISION_LABELS[decision]}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid" id={`${base}-decision-error`}>
          {errors?.decision?.message}
        </Form.Control.Feedback>
      </Form.Group>
      <Form.Group controlId={`${base}-note`}>
        <Form.Label className="small mb-1">Note{name}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          size="sm"
          maxLength={REVIEW_NOTE_MAX}
          isInvalid={Boolean(errors?.note)}
          aria-invalid={errors?.note ? true : undefined}
          aria-describedby={errors?.note ? `${base}-note-error` : undefined}
          {...form.register(`decisions.${index}.note`)}
        />
        <Form.Control.Feedback type="invalid" id={`${base}-note-error`}>
          {errors?.note?.message}
        </Form.Control.Feedback>
      </Form.Group>
      <DecidedBy saved={item.saved} />
    </>
  );
}

/**
 * The team's decisions (`PUT /plans/:id/review`): each item starts from its saved decision or
 * "Not decided", with the suggestion beside it (and describing the select); a save sends the
 * items decided now and those changed. The server's messages go to their fields; the rest,
 * and the outcome, are said above the button.
 */
export function ReviewForm({ planId, review }: { planId: string; review: ReviewResponse }) {
  const resolver = useMemo(() => reviewFormResolver(review.items), [review.items]);
  const form = useForm<ReviewFormValues, unknown, ReviewSaveBody>({
    resolver,
    defaultValues: valuesOf(review),
  });
  const save = useSaveReview(planId);
  const [outcome, setOutcome] = useState<string | null>(null);
  const [problems, setProblems] = useState<string[] | null>(null);

  const onSubmit = form.handleSubmit((body) => {
    if (save.isPending) return;
    const { rows } = bodyOf(form.getValues(), review.items);
    setOutcome(null);
    setProblems(null);
    save.mutate(body, {
      onSuccess: (saved) => {
        form.reset(valuesOf(saved));
        setOutcome(SAVED);
        announce(SAVED);
      },
      onError: (error) => {
        const fields = formFields(review.items.length);
        const rest = applyServerErrors(withFormPaths(error, rows), form.setError, fields);
        const issues = rest ? rest.unmatched.map((issue) => issue.message) : [];
        setProblems([rest ? rest.message : error.message, ...issues]);
      },
    });
  });

  // Nothing to send: said above the button (each field's errors are said at the field).
  const wholeFormError = form.formState.errors.decisions?.message;

  return (
    <Form noValidate onSubmit={(event) => void onSubmit(event)}>
      <ReviewTable
        items={review.items}
        decision={(item, index) => <DecisionFields form={form} item={item} index={index} />}
      />
      {problems && (
        <Alert variant="danger" role="alert">
          <strong>The decisions could not be saved.</strong>
          <ul className="mb-0 ps-3">
            {problems.map((problem, index) => (
              <li key={index}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
      {wholeFormError && (
        <p id="review-whole-error" className="text-danger fw-semibold" role="alert">
          {wholeFormError}
        </p>
      )}
      <p className="fw-semibold">
        {/* Shown once saved (and said through the app's live region), gone again as soon as
            anything is changed. */}
        {!form.formState.isDirty && outcome}
      </p>
      <Button
        type="submit"
        aria-disabled={save.isPending || undefined}
        aria-describedby={wholeFormError ? 'review-whole-error' : undefined}
      >
        {save.isPending ? 'Saving...' : 'Save decisions'}
      </Button>
    </Form>
  );
}
