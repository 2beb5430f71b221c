import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import {
  type LogEntry,
  type LogItem,
  type LogPeriod,
  type LogSaveBody,
  addDays,
  weekStartOf,
} from '@trellis/shared/delivery-log';
import { ApiRequestError } from '../../lib/api-client';
import { localCalendarDay } from '../../lib/dates';
import { applyServerErrors } from '../../lib/form-errors';
import { LogItemFields } from './log-item-fields';
import {
  type LogFormValues,
  blankEntry,
  bodyOf,
  earliestDay,
  formFields,
  logFormResolver,
  periodText,
  prefill,
  startsOnOf,
  withFormPaths,
} from './log-form-values';
import { LogPeriodFields } from './log-period-fields';
import { useAnnouncement } from '../../hooks/use-announcement';

/**
 * The props of LogForm, the delivery log form (issue 18) of the card and log-link pages and
 * the monitoring page:
 * - `items`: the accommodations this logger may log (key, title, statement), in plan order.
 * - `entries`: entries already saved by this logger: the form shows the answers saved for the
 *   chosen period and day. Pass only this logger's entries; the form keeps the student's view
 *   (role 'student', read when `studentView`) apart from the rest (read otherwise).
 * - `today`: the server's date (`YYYY-MM-DD`); the form's today is the reader's own date when
 *   it is within a day of it (readerToday): the default and latest day that can be logged.
 *   The earliest day is counted from the server's date, as the server counts it.
 * - `onSave(body)`: sends the body (checked with LogSaveBodySchema first). It resolves on
 *   success and throws the ApiRequestError of a failed call: a 400's field issues
 *   (`entries.N.reason`, `startsOn`…, N counting the entries sent) are shown at their fields,
 *   anything else in an alert above the Save button.
 * - `studentView`: records the student's own view: no "Provided?" question, `as: 'student'`.
 * - `heading`: the form's heading (default "Log a day or a week").
 * - `headingLevel`: the heading's level, 2 (default) or 3; each item's heading is one below.
 * - `initialPeriod`: what the form opens on: one day (default, today) or one week (this week).
 */
export interface LogFormProps {
  items: LogItem[];
  entries: LogEntry[];
  today: string;
  onSave: (body: LogSaveBody) => Promise<unknown>;
  studentView?: boolean;
  heading?: string;
  headingLevel?: 2 | 3;
  initialPeriod?: LogPeriod;
}

/** What a failed save says beyond its fields: the server's message and unplaced issues. */
function problemOf(error: unknown, placed: ReturnType<typeof applyServerErrors>): string[] | null {
  if (!placed) return [error instanceof Error ? error.message : 'Please try again.'];
  const fieldIssues = error instanceof ApiRequestError ? error.issues.length : 0;
  if (placed.unmatched.length === 0 && fieldIssues > 0) return null;
  return [placed.message, ...placed.unmatched.map((issue) => issue.message)];
}

function LogFormBody({
  items,
  entries,
  today,
  serverToday,
  onSave,
  studentView = false,
  heading = 'Log a day or a week',
  headingLevel = 2,
  initialPeriod = 'day',
}: LogFormProps & { serverToday: string }) {
  const id = useId();
  const headingId = `${id}-heading`;
  const earliest = earliestDay(serverToday);
  const resolver = useMemo(
    () => logFormResolver(studentView, { today, earliest }),
    [studentView, today, earliest],
  );
  const start = { period: initialPeriod, day: today, week: weekStartOf(today) };
  const form = useForm<LogFormValues, unknown, LogSaveBody>({
    resolver,
    defaultValues: {
      ...start,
      entries: prefill(items, entries, initialPeriod, startsOnOf(start), studentView),
    },
  });
  const { errors } = form.formState;
  const [saving, setSaving] = useState(false);
  const savingNow = useRef(false);
  const [problem, setProblem] = useState<string[] | null>(null);
  // The first field the server found wrong takes focus once it is shown (a note opens then).
  const focusNext = useRef<FieldPath<LogFormValues> | null>(null);
  useEffect(() => {
    const field = focusNext.current;
    if (field === null) return;
    focusNext.current = null;
    form.setFocus(field);
  });

  const { notice, announce, clear: clearNotice } = useAnnouncement();

  // Another day or week: show what this logger saved for it (or nothing).
  const showSaved = () => {
    const values = form.getValues();
    setProblem(null);
    clearNotice();
    form.reset({
      ...values,
      entries: prefill(items, entries, values.period, startsOnOf(values), studentView),
    });
  };

  // An item's answers taken back: the row is blank again, so it is not sent.
  const clearItem = (index: number, itemKey: string) => {
    form.setValue(`entries.${index}`, blankEntry(itemKey), { shouldDirty: true });
    form.clearErrors(`entries.${index}`);
  };

  const save = async (body: LogSaveBody) => {
    if (savingNow.current) return;
    const values = form.getValues();
    const { rows } = bodyOf(values, studentView);
    savingNow.current = true;
    setSaving(true);
    setProblem(null);
    clearNotice();
    try {
      await onSave(body);
      announce(`Saved for ${periodText(body.period, body.startsOn)}.`);
    } catch (error) {
      const fields = formFields(items.length);
      const placed = applyServerErrors(
        withFormPaths(error, rows, values.period),
        form.setError,
        fields,
      );
      setProblem(problemOf(error, placed));
      focusNext.current = fields.find((field) => form.getFieldState(field).error) ?? null;
    } finally {
      savingNow.current = false;
      setSaving(false);
    }
  };

  const Heading = `h${headingLevel}` as const;
  const wholeFormError = errors.entries?.message;
  const wholeFormErrorId = `${id}-whole-error`;

  return (
    <Form
      noValidate
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      aria-labelledby={headingId}
      className="log-form"
    >
      <Heading id={headingId} className={headingLevel === 2 ? 'h4' : 'h5'}>
        {heading}
      </Heading>
      {studentView && (
        <p>The student’s own view: whether they used each accommodation and how well it worked.</p>
      )}
      <LogPeriodFields
        id={id}
        today={today}
        earliest={earliest}
        register={form.register}
        control={form.control}
        onChange={showSaved}
      />
      {/* One column at every width: a phone's and a laptop's. */}
      {/* Safari drops a list's role once its markers are gone: the role keeps it a list. */}
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
      <ol className="list-unstyled d-flex flex-column gap-3 mb-3 log-form-items" role="list">
        {items.map((item, index) => (
          <li key={item.key}>
            <LogItemFields
              id={`${id}-${item.key}`}
              index={index}
              item={item}
              register={form.register}
              control={form.control}
              studentView={studentView}
              headingLevel={headingLevel === 2 ? 3 : 4}
              onClear={() => clearItem(index, item.key)}
            />
          </li>
        ))}
      </ol>
      {problem && (
        <Alert variant="danger" role="alert">
          <strong>Your answers could not be saved.</strong>
          <ul className="mb-0 ps-3">
            {problem.map((message, index) => (
              <li key={index}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      {wholeFormError && (
        <p id={wholeFormErrorId} className="text-danger fw-semibold" role="alert">
          {wholeFormError}
        </p>
      )}
      {/* Full width on a phone, its own width from the small breakpoint up. */}
      <div className="d-grid d-sm-block">
        <Button
          type="submit"
          size="lg"
          aria-disabled={saving || undefined}
          aria-describedby={wholeFormError ? wholeFormErrorId : undefined}
        >
          {saving ? 'Saving...' : 'Save'}
        </Button>
      </div>
      {/* Said through the app's live region by `announce` (useAnnouncement) when saved. */}
      {notice && <p className="fw-semibold mb-0 mt-2">{notice}</p>}
    </Form>
  );
}

/**
 * The form's today: the reader's own calendar day when it is within a day of the server's
 * UTC date, before it (a Pacific teacher in the evening, when UTC is already tomorrow) or
 * after it (east of Greenwich in the morning, which the server allows by one day); the
 * server's otherwise (a browser clock far off). The default day, the latest day and the
 * weeks offered all follow it.
 */
export function readerToday(serverToday: string, now = new Date()): string {
  const local = localCalendarDay(now);
  const near = local >= addDays(serverToday, -1) && local <= addDays(serverToday, 1);
  return near ? local : serverToday;
}

/**
 * The delivery log form (issue 18): for one day or one week, per item, whether it was
 * provided (with a reason when not), whether the student used it, how well it worked (1–5)
 * and a note. Items left alone are not sent. Phone first: one column, button-like choices.
 * A change of items starts the form afresh.
 */
export function LogForm(props: LogFormProps) {
  const key = `${props.studentView ? 'student' : 'me'}:${props.items.map((item) => item.key).join(' ')}`;
  return (
    <LogFormBody key={key} {...props} today={readerToday(props.today)} serverToday={props.today} />
  );
}
