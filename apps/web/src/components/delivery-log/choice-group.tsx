import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface Choice {
  value: string;
  /** The visible words; the accessible name adds `hiddenText` when given. */
  label: ReactNode;
  /** Words for screen readers only ("Not at all" after a rating of 1). */
  hiddenText?: string;
}

/**
 * One question answered by one of a few choices: a fieldset whose legend asks it, and native
 * radios inside button-like labels, so the whole label is the target (well over 24 px), the
 * radio's own focus ring shows where the keyboard is, and the checked dot shows the answer
 * without colour alone. The group is marked invalid and its error describes every radio.
 */
export function ChoiceGroup({
  id,
  legend,
  choices,
  registration,
  error,
  hint,
  className = 'mb-3',
}: {
  /** Unique on the page: the radios' ids are built from it. */
  id: string;
  legend: ReactNode;
  choices: readonly Choice[];
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  /** Shown under the choices (the words at the ends of a scale), hidden from screen readers. */
  hint?: ReactNode;
  className?: string;
}) {
  const errorId = `${id}-error`;
  return (
    // A radio group: its legend names it, and it (not each radio) says it is invalid.
    <fieldset role="radiogroup" className={className} aria-invalid={error ? true : undefined}>
      <legend className="form-label fs-6 fw-semibold mb-1">{legend}</legend>
      <div className="d-flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            htmlFor={`${id}-${choice.value}`}
            className="btn btn-light border border-secondary d-inline-flex align-items-center gap-2"
          >
            <input
              id={`${id}-${choice.value}`}
              type="radio"
              className="form-check-input mt-0"
              value={choice.value}
              aria-describedby={error ? errorId : undefined}
              {...registration}
            />
            <span>
              {choice.label}
              {choice.hiddenText && (
                <>
                  {' '}
                  <span className="visually-hidden">{choice.hiddenText}</span>
                </>
              )}
            </span>
          </label>
        ))}
      </div>
      {hint}
      {error && (
        <div id={errorId} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </fieldset>
  );
}
