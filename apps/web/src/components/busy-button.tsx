import { forwardRef, type MouseEvent } from 'react';
import Button, { type ButtonProps } from 'react-bootstrap/Button';

type BusyButtonProps = Omit<ButtonProps, 'disabled'> & {
  /** While true the button says `busyLabel`, is `aria-disabled` and ignores clicks. */
  busy: boolean;
  busyLabel?: string;
};

/**
 * A button that stays focusable while its action runs. A `disabled` button loses the focus
 * (the browser drops it to the page's body, so the next Tab starts at the top); this one keeps
 * it, says it is unavailable with `aria-disabled`, and ignores clicks and submits until done.
 */
export const BusyButton = forwardRef<HTMLButtonElement, BusyButtonProps>(function BusyButton(
  { busy, busyLabel, onClick, className, children, ...props },
  ref,
) {
  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (busy) {
      // Also stops a submit button's form from being sent again.
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <Button
      ref={ref}
      {...props}
      aria-disabled={busy || undefined}
      className={[className, busy ? 'disabled' : ''].filter(Boolean).join(' ') || undefined}
      onClick={click}
    >
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
});
