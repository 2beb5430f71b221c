import { type Control, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { PlanItem } from '@trellis/shared/builder';
import { APPLIES_TO } from '@trellis/shared/statement-fields';
import type { AccommodationResponse } from '@trellis/shared/content-api';
import {
  APPLIES_TO_LABELS,
  defaultDetails,
  detailsOf,
  renderStatement,
  sectionOf,
  STATEMENT_GROUPS,
} from '@trellis/shared/iep-statements';
import {
  ITEM_DETAIL_MAX,
  type ItemDetails,
  ItemDetailsSchema,
  STATEMENT_OVERRIDE_MAX,
} from '@trellis/shared/item-details';
import { LoadingIndicator } from '../../components/loading-indicator';
import { TextField } from '../../components/text-field';
import { accommodationQuery } from '../../hooks/use-library';
import { useMe } from '../../hooks/use-me';
import { isNotFound } from '../../lib/api-client';
import { fieldMessages } from '../../lib/form-errors';
import { useCartStore } from '../../stores/cart-store';
import { personnelQuery } from './api/plan-export';
import { GONE_FROM_LIBRARY } from './use-plan-statements';

const TITLE_ID = 'item-details-title';
const PROVIDERS_LIST_ID = 'item-details-providers';
const APPLIES_ERROR_ID = 'item-details-applies-error';
const OWN_WORDING_ID = 'item-details-own-wording';

/** Roles teams name most often; the field takes any wording. */
const COMMON_PROVIDERS = [
  'the classroom teacher',
  'the special education teacher',
  'the general and special education teachers',
  'the paraprofessional',
  'the test administrator',
  'the case manager',
  'the reading specialist',
  'the English learner teacher',
  'the speech-language pathologist',
  'the occupational therapist',
  'the school counselor',
  'the school psychologist',
];

/** The form's values as details: places in their usual order, an empty own wording as none. */
function detailsFrom(values: ItemDetails): ItemDetails {
  return {
    ...values,
    appliesTo: APPLIES_TO.filter((place) => values.appliesTo.includes(place)),
    statement: values.statement ? values.statement : null,
  };
}

function sameDetails(a: ItemDetails, b: ItemDetails): boolean {
  return (
    a.setting === b.setting &&
    a.when === b.when &&
    a.amount === b.amount &&
    a.provider === b.provider &&
    a.statement === b.statement &&
    a.appliesTo.length === b.appliesTo.length &&
    a.appliesTo.every((place) => b.appliesTo.includes(place))
  );
}

/** Colleagues of the district (signed-in users) after the common roles, once each. */
function useProviderOptions(): string[] {
  const signedIn = Boolean(useMe().data?.user);
  const personnel = useQuery({ ...personnelQuery, enabled: signedIn });
  const colleagues = (personnel.data ?? []).map(
    (person) => `${person.firstName} ${person.lastName}`,
  );
  return [...new Set([...COMMON_PROVIDERS, ...colleagues])];
}

/** The sentence as it will read, and the group "Copy all statements" puts it in. */
function Preview({
  entry,
  control,
  student,
}: {
  entry: AccommodationResponse;
  control: Control<ItemDetails>;
  student: string | null;
}) {
  const values = useWatch({ control });
  const appliesTo = (values.appliesTo ?? []).filter((place) => place !== undefined);
  const sentence = renderStatement(
    entry.statement,
    {
      setting: values.setting ?? '',
      when: values.when ?? '',
      amount: values.amount ?? '',
      provider: values.provider ?? '',
      appliesTo,
      statement: values.statement?.trim() ? values.statement : null,
    },
    student,
  );
  const section = sectionOf(entry.section, appliesTo);
  const group = STATEMENT_GROUPS.find((candidate) => candidate.section === section);
  return (
    <section
      aria-labelledby="item-details-preview-heading"
      className="border rounded p-3 mb-3 bg-body-tertiary"
    >
      <h3 id="item-details-preview-heading" className="h6">
        Preview
      </h3>
      <p className="mb-1">{sentence}</p>
      {appliesTo.length > 0 && group && (
        <p className="small text-body-secondary mb-0">Goes under: {group.heading}</p>
      )}
    </section>
  );
}

/** The form itself, mounted once the entry is at hand so its defaults are the item's. */
function DetailsForm({
  item,
  entry,
  student,
  onClose,
}: {
  item: PlanItem;
  entry: AccommodationResponse;
  student: string | null;
  onClose(): void;
}) {
  const setDetails = useCartStore((state) => state.setDetails);
  const providers = useProviderOptions();
  const current = detailsOf(entry.statement, item.details);
  const form = useForm<ItemDetails>({
    resolver: zodResolver(ItemDetailsSchema),
    defaultValues: { ...current, statement: current.statement ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    const details = detailsFrom(values);
    // Details equal to the entry's defaults are stored as none, so the item keeps following
    // the library when an entry's suggested wording is improved.
    setDetails(
      item.key,
      sameDetails(details, defaultDetails(entry.statement)) ? undefined : details,
    );
    onClose();
  });
  const reset = () => {
    setDetails(item.key, undefined);
    onClose();
  };

  const appliesErrors = fieldMessages(errors.appliesTo);
  const ownWordingErrors = fieldMessages(errors.statement);
  return (
    <Form noValidate onSubmit={onSubmit}>
      <Modal.Body>
        <p className="small text-body-secondary">
          Every field is optional: the statement leaves out what is empty.
        </p>
        <TextField
          label="Setting"
          hint="Classes or subjects, such as “math and science” or “all classes”."
          maxLength={ITEM_DETAIL_MAX}
          autoComplete="off"
          error={errors.setting?.message}
          {...form.register('setting')}
        />
        <TextField
          label="When"
          hint="Such as “when a test is longer than 20 minutes” or “during independent reading”."
          maxLength={ITEM_DETAIL_MAX}
          autoComplete="off"
          error={errors.when?.message}
          {...form.register('when')}
        />
        <TextField
          label="How much"
          hint="Such as “time and a half” or “every 15 minutes”."
          maxLength={ITEM_DETAIL_MAX}
          autoComplete="off"
          error={errors.amount?.message}
          {...form.register('amount')}
        />
        <TextField
          label="Who provides it"
          hint="A role, such as “the classroom teacher”, or a colleague. Pick from the list or type."
          maxLength={ITEM_DETAIL_MAX}
          autoComplete="off"
          list={PROVIDERS_LIST_ID}
          error={errors.provider?.message}
          {...form.register('provider')}
        />
        <datalist id={PROVIDERS_LIST_ID}>
          {providers.map((provider) => (
            <option key={provider} value={provider} />
          ))}
        </datalist>
        <fieldset
          className="mb-3"
          aria-describedby={appliesErrors.length ? APPLIES_ERROR_ID : undefined}
        >
          <legend className="form-label fs-6 mb-1">Applies to</legend>
          {APPLIES_TO.map((place) => (
            <Form.Check
              key={place}
              id={`item-details-applies-${place}`}
              type="checkbox"
              label={APPLIES_TO_LABELS[place]}
              value={place}
              isInvalid={appliesErrors.length > 0}
              aria-describedby={appliesErrors.length ? APPLIES_ERROR_ID : undefined}
              {...form.register('appliesTo')}
            />
          ))}
          {appliesErrors.length > 0 && (
            <div id={APPLIES_ERROR_ID} className="invalid-feedback d-block">
              {appliesErrors.join(' ')}
            </div>
          )}
        </fieldset>
        <Preview entry={entry} control={form.control} student={student} />
        <Form.Group className="mb-0" controlId={OWN_WORDING_ID}>
          <Form.Label>Use my own wording</Form.Label>
          <Form.Control
            as="textarea"
            rows={3}
            maxLength={STATEMENT_OVERRIDE_MAX}
            isInvalid={ownWordingErrors.length > 0}
            aria-invalid={ownWordingErrors.length > 0 || undefined}
            aria-describedby={[
              `${OWN_WORDING_ID}-hint`,
              ownWordingErrors.length ? `${OWN_WORDING_ID}-error` : '',
            ]
              .filter(Boolean)
              .join(' ')}
            {...form.register('statement')}
          />
          <Form.Text id={`${OWN_WORDING_ID}-hint`} className="d-block">
            Optional. Your sentence replaces the one built from the details above; leave it empty to
            use the built one.
          </Form.Text>
          {ownWordingErrors.length > 0 && (
            <Form.Control.Feedback type="invalid" id={`${OWN_WORDING_ID}-error`}>
              {ownWordingErrors.join(' ')}
            </Form.Control.Feedback>
          )}
        </Form.Group>
      </Modal.Body>
      <Modal.Footer className="justify-content-between">
        <Button variant="outline-secondary" onClick={reset}>
          Reset to library defaults
        </Button>
        <div className="d-flex gap-2">
          <Button variant="outline-secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit">Save</Button>
        </div>
      </Modal.Footer>
    </Form>
  );
}

function DetailsContent({
  item,
  student,
  onClose,
}: {
  item: PlanItem;
  student: string | null;
  onClose(): void;
}) {
  const entry = useQuery(accommodationQuery(item.key));
  if (entry.data) {
    return <DetailsForm item={item} entry={entry.data} student={student} onClose={onClose} />;
  }
  return (
    <>
      <Modal.Body>
        {entry.isError ? (
          <p>
            {isNotFound(entry.error)
              ? `${GONE_FROM_LIBRARY} Remove it from the plan.`
              : 'This accommodation could not be loaded, so its details cannot be edited now.'}
          </p>
        ) : (
          <LoadingIndicator />
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Cancel
        </Button>
      </Modal.Footer>
    </>
  );
}

/**
 * Edit details (issue 17): where, when, how much, by whom and where an item applies, with
 * the sentence they make, or the team's own wording. Save keeps them in the plan; Reset
 * goes back to the library's suggestion. `onExited` puts focus back on the item's button.
 */
export function ItemDetailsDialog({
  item,
  show,
  student,
  onClose,
  onExited,
}: {
  item: PlanItem | null;
  show: boolean;
  student: string | null;
  onClose(): void;
  onExited(): void;
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
          {item ? `Edit details: ${item.key} · ${item.title}` : 'Edit details'}
        </Modal.Title>
      </Modal.Header>
      {item && <DetailsContent item={item} student={student} onClose={onClose} />}
    </Modal>
  );
}
