import { useState } from 'react';
import { type Control, type UseFormRegister, useFormState, useWatch } from 'react-hook-form';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  LOG_NOTE_MAX,
  LOG_REASON_MAX,
  type LogItem,
  type LogSaveBody,
} from '@trellis/shared/delivery-log';
import { ForItem } from '../for-item';
import { TextField } from '../text-field';
import { type Choice, ChoiceGroup } from './choice-group';
import { type LogFormValues, RATINGS } from './log-form-values';

const PROVIDED_CHOICES: readonly Choice[] = [
  { value: 'full', label: 'Fully' },
  { value: 'partly', label: 'Partly' },
  { value: 'not', label: 'Not provided' },
];
const USED_CHOICES: readonly Choice[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const SCALE_LOW = 'Not at all';
const SCALE_HIGH = 'Very well';
const RATING_CHOICES: readonly Choice[] = RATINGS.map((rating) => ({
  value: rating,
  label: rating,
  hiddenText: rating === '1' ? SCALE_LOW : rating === '5' ? SCALE_HIGH : undefined,
}));

/** The words at the ends of the scale, seen under it (each radio's name says them already). */
const SCALE_ENDS = (
  <p className="small text-body-secondary mt-1 mb-0" aria-hidden="true">
    1 = {SCALE_LOW}, 5 = {SCALE_HIGH}
  </p>
);

/**
 * A note is optional and rarely written: it stays behind "Add a note" until opened, and open
 * while it holds words or an error (so neither is hidden).
 */
function NoteField({
  id,
  item,
  register,
  control,
  index,
  error,
}: {
  id: string;
  item: LogItem;
  register: UseFormRegister<LogFormValues>;
  control: Control<LogFormValues, unknown, LogSaveBody>;
  index: number;
  error: string | undefined;
}) {
  const note = useWatch({ control, name: `entries.${index}.note` });
  const [opened, setOpened] = useState(false);
  const open = opened || note !== '' || Boolean(error);
  const fieldId = `${id}-note`;
  return (
    <div>
      <Button
        variant="link"
        className="px-0"
        aria-expanded={open}
        aria-controls={fieldId}
        onClick={() => setOpened(!open)}
      >
        Add a note
        <ForItem item={item} />
      </Button>
      <div id={fieldId} hidden={!open}>
        <Form.Group controlId={`${fieldId}-text`}>
          <Form.Label>
            Note
            <ForItem item={item} />
          </Form.Label>
          <Form.Control
            as="textarea"
            rows={2}
            maxLength={LOG_NOTE_MAX}
            isInvalid={Boolean(error)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${fieldId}-error` : undefined}
            {...register(`entries.${index}.note`)}
          />
          {error && (
            <Form.Control.Feedback type="invalid" id={`${fieldId}-error`}>
              {error}
            </Form.Control.Feedback>
          )}
        </Form.Group>
      </div>
    </div>
  );
}

/**
 * One item's questions, in a compact card that is a group named by its heading: provided (not
 * on the student's view), a reason when partly or not provided (needed for not), used and how
 * well it worked (not when it was not provided), and a note. Every question's name says the
 * item, for those who move from field to field; "Clear" takes back the item's answers, so it
 * is not sent.
 */
export function LogItemFields({
  id,
  index,
  item,
  register,
  control,
  studentView,
  headingLevel,
  onClear,
}: {
  /** Unique on the page: every field's id is built from it. */
  id: string;
  index: number;
  item: LogItem;
  register: UseFormRegister<LogFormValues>;
  control: Control<LogFormValues, unknown, LogSaveBody>;
  studentView: boolean;
  headingLevel: 3 | 4;
  onClear(): void;
}) {
  const provided = useWatch({ control, name: `entries.${index}.provided` });
  const { errors } = useFormState({ control, name: `entries.${index}` });
  const entryErrors = errors.entries?.[index];
  const Heading = `h${headingLevel}` as const;
  const notProvided = !studentView && provided === 'not';
  const withReason = !studentView && (provided === 'not' || provided === 'partly');
  const headingId = `${id}-heading`;
  const forItem = <ForItem item={item} />;

  return (
    <div className="card" role="group" aria-labelledby={headingId}>
      <div className="card-body p-3">
        <div className="d-flex justify-content-between align-items-start gap-2">
          <Heading id={headingId} className="h6 mb-1">
            <span className="plan-item-key">{item.key}</span> {item.title}
          </Heading>
          <Button variant="outline-secondary" size="sm" className="flex-shrink-0" onClick={onClear}>
            Clear{' '}
            <span className="visually-hidden">
              answers for {item.key} {item.title}
            </span>
          </Button>
        </div>
        <p className="small text-body-secondary mb-3">{item.statement}</p>
        {!studentView && (
          <ChoiceGroup
            id={`${id}-provided`}
            legend={<>Provided?{forItem}</>}
            choices={PROVIDED_CHOICES}
            registration={register(`entries.${index}.provided`)}
            error={entryErrors?.provided?.message}
          />
        )}
        {withReason && (
          <TextField
            label={<>Reason{forItem}</>}
            requiredMarker={notProvided}
            hint={notProvided ? undefined : 'Optional.'}
            maxLength={LOG_REASON_MAX}
            autoComplete="off"
            error={entryErrors?.reason?.message}
            {...register(`entries.${index}.reason`)}
          />
        )}
        {!notProvided && (
          <>
            <ChoiceGroup
              id={`${id}-used`}
              legend={<>Did the student use it?{forItem}</>}
              choices={USED_CHOICES}
              registration={register(`entries.${index}.used`)}
              error={entryErrors?.used?.message}
            />
            <ChoiceGroup
              id={`${id}-rating`}
              legend={<>How well did it work?{forItem}</>}
              choices={RATING_CHOICES}
              registration={register(`entries.${index}.rating`)}
              error={entryErrors?.rating?.message}
              hint={SCALE_ENDS}
            />
          </>
        )}
        <NoteField
          id={id}
          item={item}
          register={register}
          control={control}
          index={index}
          error={entryErrors?.note?.message}
        />
      </div>
    </div>
  );
}
