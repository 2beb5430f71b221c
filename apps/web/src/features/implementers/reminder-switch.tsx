import Alert from 'react-bootstrap/Alert';
import { isNotFound } from '../../lib/api-client';
import { useReminderPause } from './api/log';
import { useAnnouncement } from '../../hooks/use-announcement';

const SWITCH_ID = 'weekly-reminder-switch';
const HINT_ID = 'weekly-reminder-hint';

/**
 * "Weekly reminder e-mail", on or paused: a switch (a native checkbox with the switch role,
 * 24 px high) whose words below say what each state means. The outcome is said politely.
 */
export function ReminderSwitch({
  token,
  paused,
  headingLevel,
}: {
  token: string;
  paused: boolean;
  headingLevel: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  const pause = useReminderPause(token);
  const { notice, announce, clear } = useAnnouncement();

  const toggle = () => {
    if (pause.isPending) return;
    clear();
    pause.mutate(!paused, {
      onSuccess: ({ remindersPaused }) =>
        announce(
          remindersPaused ? 'Weekly reminders are paused.' : 'Weekly reminders are on again.',
        ),
    });
  };
  const error = pause.error;

  return (
    <section aria-labelledby="weekly-reminder-heading" className="mt-4">
      <Heading id="weekly-reminder-heading" className="h5">
        Weekly reminder
      </Heading>
      <div className="form-check form-switch d-flex align-items-center gap-2 ps-0 mb-1">
        <input
          id={SWITCH_ID}
          type="checkbox"
          role="switch"
          className="form-check-input fs-4 m-0 flex-shrink-0"
          checked={!paused}
          aria-describedby={HINT_ID}
          aria-disabled={pause.isPending || undefined}
          onChange={toggle}
        />
        <label className="form-check-label" htmlFor={SWITCH_ID}>
          Weekly reminder e-mail
        </label>
        {/* The switch itself tells screen readers whether it is on. */}
        <span className="fw-semibold" aria-hidden="true">
          {paused ? 'Paused' : 'On'}
        </span>
      </div>
      <p id={HINT_ID} className="small text-body-secondary">
        {paused
          ? 'No reminders are sent. Turn it on again at any time.'
          : 'If you have not logged by Friday, an e-mail brings you a link to log the week.'}
      </p>
      {/* Said through the app's live region by `announce` (useAnnouncement). */}
      {notice && <p className="fw-semibold mb-0">{notice}</p>}
      {error && (
        <Alert variant="danger" role="alert">
          {isNotFound(error)
            ? 'This link no longer works, so the reminder could not be changed.'
            : `The reminder could not be changed. ${error.message}`}
        </Alert>
      )}
    </section>
  );
}
