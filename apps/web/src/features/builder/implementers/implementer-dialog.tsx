import { useEffect, useRef, useState } from 'react';
import { type Control, type Resolver, useController, useForm, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { PlanItem } from '@trellis/shared/builder';
import {
  IMPLEMENTER_CLASS_MAX,
  IMPLEMENTER_NAME_MAX,
  type Implementer,
  type ImplementerBody,
  ImplementerBodySchema,
} from '@trellis/shared/implementers';
import { LoadingIndicator } from '../../../components/loading-indicator';
import { TextField } from '../../../components/text-field';
import { useMe } from '../../../hooks/use-me';
import { ApiRequestError } from '../../../lib/api-client';
import { applyServerErrors, fieldMessages } from '../../../lib/form-errors';
import { personnelQuery } from '../api/plan-export';
import { useSaveImplementer } from './use-implementers';

const TITLE_ID = 'implementer-dialog-title';
const ITEMS_ERROR_ID = 'implementer-items-error';
const PLAN_SAVING_ID = 'implementer-plan-saving';
const FIELDS = ['colleagueId', 'name', 'email', 'classOrPeriod', 'items'] as const;

type Mode = 'colleague' | 'person';

interface Values {
  mode: Mode;
  colleagueId: string;
  name: string;
  email: string;
  classOrPeriod: string;
  items: string[];
}

/** The API's body for the form: a colleague by account, or a person by name and e-mail. */
function bodyOf(values: Values): ImplementerBody {
  const colleague = values.mode === 'colleague';
  return {
    colleagueId: colleague ? values.colleagueId || null : null,
    name: colleague ? '' : values.name,
    email: colleague ? '' : values.email.trim(),
    classOrPeriod: values.classOrPeriod,
    items: values.items,
  };
}

/** The shared body schema decides; a colleague not yet chosen is asked for in words. */
const resolver: Resolver<Values, unknown, ImplementerBody> = async (values) => {
  if (values.mode === 'colleague' && !values.colleagueId) {
    return {
      values: {},
      errors: { colleagueId: { type: 'required', message: 'Choose a colleague' } },
    };
  }
  const body = bodyOf(values);
  const parsed = ImplementerBodySchema.safeParse(body);
  if (parsed.success) return { values: body, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};

/**
 * The form's first values. An implementer's items keep only those still in the plan, so
 * saving never names an item the plan no longer has.
 */
function initialValues(
  implementer: Implementer | null,
  district: boolean,
  items: PlanItem[],
): Values {
  if (!implementer) {
    return {
      mode: district ? 'colleague' : 'person',
      colleagueId: '',
      name: '',
      email: '',
      classOrPeriod: '',
      items: [],
    };
  }
  return {
    mode: implementer.colleagueId ? 'colleague' : 'person',
    colleagueId: implementer.colleagueId ?? '',
    name: implementer.colleagueId ? '' : implementer.name,
    email: implementer.colleagueId ? '' : implementer.email,
    classOrPeriod: implementer.classOrPeriod,
    items: implementer.items.filter((key) => items.some((item) => item.key === key)),
  };
}

/** The plan's items as checkboxes, with "Select all" (mixed while only some are chosen). */
function ItemChoice({
  items,
  control,
  error,
}: {
  items: PlanItem[];
  control: Control<Values, unknown, ImplementerBody>;
  error: string[];
}) {
  const { field } = useController({ control, name: 'items' });
  const chosen = field.value;
  const allKeys = items.map((item) => item.key);
  const all = allKeys.length > 0 && allKeys.every((key) => chosen.includes(key));
  const some = !all && chosen.length > 0;
  const selectAll = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (selectAll.current) selectAll.current.indeterminate = some;
  }, [some]);
  const toggle = (key: string) =>
    field.onChange(
      chosen.includes(key)
        ? chosen.filter((entry) => entry !== key)
        : allKeys.filter((entry) => entry === key || chosen.includes(entry)),
    );
  const describedBy = error.length ? ITEMS_ERROR_ID : undefined;
  return (
    <fieldset className="mb-3" aria-describedby={describedBy}>
      <legend className="form-label fs-6 mb-1">Accommodations this person provides</legend>
      <Form.Check
        id="implementer-items-all"
        type="checkbox"
        label="Select all"
        ref={selectAll}
        checked={all}
        onChange={() => field.onChange(all ? [] : allKeys)}
        className="mb-2"
      />
      {items.map((item, index) => (
        <Form.Check
          key={item.key}
          id={`implementer-item-${item.key}`}
          type="checkbox"
          label={`${item.key} ${item.title}`}
          checked={chosen.includes(item.key)}
          onChange={() => toggle(item.key)}
          onBlur={field.onBlur}
          ref={index === 0 ? field.ref : undefined}
          isInvalid={error.length > 0}
        />
      ))}
      {error.length > 0 && (
        <div id={ITEMS_ERROR_ID} className="invalid-feedback d-block">
          {error.join(' ')}
        </div>
      )}
    </fieldset>
  );
}

/** What a failed save says beyond its fields: the server's message and unplaced issues. */
function problemOf(error: unknown, placed: ReturnType<typeof applyServerErrors>): string[] | null {
  if (!placed) return [error instanceof Error ? error.message : 'Please try again.'];
  const fieldIssues = error instanceof ApiRequestError ? error.issues.length : 0;
  if (placed.unmatched.length === 0 && fieldIssues > 0) return null;
  return [placed.message, ...placed.unmatched.map((issue) => issue.message)];
}

function ServerProblem({ messages }: { messages: string[] }) {
  return (
    <Alert variant="danger" role="alert">
      <strong>This person could not be saved.</strong>
      <ul className="mb-0 ps-3">
        {messages.map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
    </Alert>
  );
}

function ImplementerForm({
  planId,
  items,
  implementer,
  planSaving,
  onClose,
  onSaved,
}: {
  planId: string;
  items: PlanItem[];
  implementer: Implementer | null;
  /** Whether the plan has changes the server has not saved yet: Save waits for them. */
  planSaving: boolean;
  onClose(): void;
  onSaved(name: string): void;
}) {
  const district = Boolean(useMe().data?.user.district);
  const personnel = useQuery({ ...personnelQuery, enabled: district });
  const save = useSaveImplementer(planId);
  const form = useForm<Values, unknown, ImplementerBody>({
    resolver,
    defaultValues: initialValues(implementer, district, items),
  });
  const { errors } = form.formState;
  const mode = useWatch({ control: form.control, name: 'mode' });
  const [problem, setProblem] = useState<string[] | null>(null);

  const onSubmit = form.handleSubmit((body) => {
    if (save.isPending || planSaving) return;
    setProblem(null);
    const colleague = personnel.data?.find((person) => person.id === body.colleagueId);
    const name = colleague ? `${colleague.firstName} ${colleague.lastName}` : (body.name ?? '');
    save.mutate(
      { id: implementer?.id ?? null, body },
      {
        onSuccess: () => {
          onSaved(name);
          onClose();
        },
        onError: (error) => {
          setProblem(problemOf(error, applyServerErrors(error, form.setError, FIELDS)));
        },
      },
    );
  });

  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        {problem && <ServerProblem messages={problem} />}
        {district && (
          <fieldset className="mb-3">
            <legend className="form-label fs-6 mb-1">Who is it?</legend>
            <Form.Check
              id="implementer-mode-colleague"
              type="radio"
              value="colleague"
              label="A colleague with a Trellis account"
              {...form.register('mode')}
            />
            <Form.Check
              id="implementer-mode-person"
              type="radio"
              value="person"
              label="Someone else, by name and school e-mail"
              {...form.register('mode')}
            />
          </fieldset>
        )}
        {mode === 'colleague' ? (
          personnel.isPending ? (
            <LoadingIndicator />
          ) : personnel.isError ? (
            <p role="alert">
              The colleagues of your district could not be loaded. Name the person by e-mail
              instead, or try again later.
            </p>
          ) : (
            <Form.Group className="mb-3" controlId="implementer-colleague">
              <Form.Label>Colleague</Form.Label>
              <Form.Select
                isInvalid={Boolean(errors.colleagueId)}
                aria-invalid={errors.colleagueId ? true : undefined}
                aria-describedby={errors.colleagueId ? 'implementer-colleague-error' : undefined}
                {...form.register('colleagueId')}
              >
                <option value="">Choose a colleague</option>
                {personnel.data.map((person) => (
                  <option key={person.id} value={person.id}>
                    {person.lastName}, {person.firstName}
                  </option>
                ))}
              </Form.Select>
              {errors.colleagueId && (
                <Form.Control.Feedback type="invalid" id="implementer-colleague-error">
                  {errors.colleagueId.message}
                </Form.Control.Feedback>
              )}
            </Form.Group>
          )
        ) : (
          <>
            <TextField
              label="Name"
              maxLength={IMPLEMENTER_NAME_MAX}
              autoComplete="off"
              error={errors.name?.message}
              {...form.register('name')}
            />
            <TextField
              label="School e-mail"
              type="email"
              autoComplete="off"
              hint="The card and its link go to this address."
              error={errors.email?.message}
              {...form.register('email')}
            />
          </>
        )}
        <TextField
          label="Class or period"
          hint="Optional, such as “Period 3 Biology” or “Homeroom”."
          maxLength={IMPLEMENTER_CLASS_MAX}
          autoComplete="off"
          error={errors.classOrPeriod?.message}
          {...form.register('classOrPeriod')}
        />
        <ItemChoice items={items} control={form.control} error={fieldMessages(errors.items)} />
      </Modal.Body>
      <Modal.Footer>
        {planSaving && (
          <p id={PLAN_SAVING_ID} className="me-auto mb-0">
            Saving the plan…
          </p>
        )}
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          type="submit"
          aria-disabled={save.isPending || planSaving || undefined}
          aria-describedby={planSaving ? PLAN_SAVING_ID : undefined}
        >
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </Modal.Footer>
    </Form>
  );
}

/** The form's first values depend on the account (district or individual): wait for it. */
function FormOnceSignedIn(props: Parameters<typeof ImplementerForm>[0]) {
  const me = useMe();
  if (me.isPending) {
    return (
      <Modal.Body>
        <LoadingIndicator />
      </Modal.Body>
    );
  }
  return <ImplementerForm {...props} />;
}

/**
 * Add or edit one implementer: a colleague of the district (a district account only) or
 * anyone by name and school e-mail, their class or period, and the items they provide.
 * Server field errors land on their fields; `onExited` puts focus back on the opener.
 */
export function ImplementerDialog({
  show,
  planId,
  items,
  implementer,
  planSaving = false,
  onClose,
  onExited,
  onSaved,
}: {
  show: boolean;
  planId: string;
  items: PlanItem[];
  implementer: Implementer | null;
  planSaving?: boolean;
  onClose(): void;
  onExited(): void;
  onSaved(name: string): void;
}) {
  return (
    <Modal
      show={show}
      onHide={onClose}
      onExited={onExited}
      restoreFocus={false}
      aria-labelledby={TITLE_ID}
    >
      <Modal.Header closeButton>
        <Modal.Title id={TITLE_ID} as="h2" className="h5">
          {implementer ? `Edit ${implementer.name}` : 'Add implementer'}
        </Modal.Title>
      </Modal.Header>
      {/* The modal drops its content once closed, so each opening starts a fresh form. */}
      <FormOnceSignedIn
        planId={planId}
        items={items}
        implementer={implementer}
        planSaving={planSaving}
        onClose={onClose}
        onSaved={onSaved}
      />
    </Modal>
  );
}
