import { type Control, type UseFormRegister, useFormState, useWatch } from 'react-hook-form';
import Form from 'react-bootstrap/Form';
import type { LogSaveBody } from '@trellis/shared/delivery-log';
import { TextField } from '../text-field';
import { type Choice, ChoiceGroup } from './choice-group';
import { type LogFormValues, weekChoices, weekLabel } from './log-form-values';

const PERIOD_CHOICES: readonly Choice[] = [
  { value: 'day', label: 'One day' },
  { value: 'week', label: 'One week' },
];

/**
 * What the answers are for: one day (from `earliest` to `today`) or one week (of the last
 * eight, named by its Monday). `onChange` runs once the choice changed, so the form can show
 * what was logged for it.
 */
export function LogPeriodFields({
  id,
  today,
  earliest,
  register,
  control,
  onChange,
}: {
  id: string;
  today: string;
  /** The earliest day the server takes (earliestDay of its date). */
  earliest: string;
  register: UseFormRegister<LogFormValues>;
  control: Control<LogFormValues, unknown, LogSaveBody>;
  onChange(): void;
}) {
  const period = useWatch({ control, name: 'period' });
  const { errors } = useFormState({ control, name: ['period', 'day', 'week'] });
  const weekError = errors.week?.message;
  const weekErrorId = `${id}-week-error`;
  return (
    <div className="mb-3">
      <ChoiceGroup
        id={`${id}-period`}
        legend="Log for"
        choices={PERIOD_CHOICES}
        registration={register('period', { onChange })}
        error={errors.period?.message}
      />
      {period === 'day' ? (
        <TextField
          label="Day"
          type="date"
          min={earliest}
          max={today}
          required
          error={errors.day?.message}
          {...register('day', { onChange })}
        />
      ) : (
        <Form.Group className="mb-3" controlId={`${id}-week`}>
          <Form.Label>Week</Form.Label>
          <Form.Select
            isInvalid={Boolean(weekError)}
            aria-invalid={weekError ? true : undefined}
            aria-describedby={weekError ? weekErrorId : undefined}
            {...register('week', { onChange })}
          >
            {weekChoices(today).map((monday) => (
              <option key={monday} value={monday}>
                {weekLabel(monday)}
              </option>
            ))}
          </Form.Select>
          {weekError && (
            <Form.Control.Feedback type="invalid" id={weekErrorId}>
              {weekError}
            </Form.Control.Feedback>
          )}
        </Form.Group>
      )}
    </div>
  );
}
