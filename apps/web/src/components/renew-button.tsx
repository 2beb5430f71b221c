import { BusyButton } from './busy-button';
import { useRenewal } from '../hooks/use-renewal';

/** The "Renew for One Year" button, with what to do when the checkout could not start. */
export function RenewButton({ className }: { className?: string }) {
  const renew = useRenewal();
  return (
    <div className={className}>
      <BusyButton onClick={() => renew.mutate()} busy={renew.isPending} busyLabel="Working...">
        Renew for One Year
      </BusyButton>
      {renew.isError && (
        <p className="mt-2 mb-0" role="alert">
          The renewal could not be started. Please try again.
        </p>
      )}
    </div>
  );
}
