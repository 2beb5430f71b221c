import Button from 'react-bootstrap/Button';
import { useRenewal } from '../hooks/use-renewal';

/** The "Renew for One Year" button, with what to do when the checkout could not start. */
export function RenewButton({ className }: { className?: string }) {
  const renew = useRenewal();
  return (
    <div className={className}>
      <Button onClick={() => renew.mutate()} disabled={renew.isPending}>
        {renew.isPending ? 'Working...' : 'Renew for One Year'}
      </Button>
      {renew.isError && (
        <p className="mt-2 mb-0" role="alert">
          The renewal could not be started. Please try again.
        </p>
      )}
    </div>
  );
}
