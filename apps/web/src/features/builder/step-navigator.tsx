import { Link } from 'react-router';
import { BUILDER_STEPS, type StepNumber } from './builder-steps';

/**
 * The builder's step navigator: an ordered list where passed steps are links, the current
 * one is marked `aria-current="step"` and later ones are plain text.
 */
export function StepNavigator({ current }: { current: StepNumber }) {
  return (
    <nav aria-label="Plan builder steps" className="mb-3">
      <ol className="step-nav">
        {BUILDER_STEPS.map((step) => {
          const label = (
            <>
              <span className="step-number" aria-hidden="true">
                {step.number}
              </span>
              <span className="visually-hidden">Step {step.number}: </span>
              {step.title}
            </>
          );
          const state =
            step.number < current ? 'passed' : step.number === current ? 'current' : 'future';
          return (
            <li key={step.number} className={`step-nav-item ${state}`}>
              {state === 'passed' ? (
                <Link to={step.path}>{label}</Link>
              ) : (
                <span aria-current={state === 'current' ? 'step' : undefined}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
