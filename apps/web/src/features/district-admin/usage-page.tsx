import { LoadFailed } from '../../components/load-failed';
import { LoadingIndicator } from '../../components/loading-indicator';
import { useUsage } from './api/reports';
import { DistrictConsole } from './district-console';
import { UniversalSupports } from './universal-supports';
import { UsageChart } from './usage-chart';
import { usageSummary } from './usage-summary';
import { UsageTable } from './usage-table';

/** What each figure counts, as the contract defines it. */
function FigureDefinitions() {
  return (
    <ul className="small text-body-secondary">
      <li>Staff signed in: staff who signed in at least once that month.</li>
      <li>Plans created: new student plans of your staff.</li>
      <li>Files downloaded: PDFs, CSV and JSON files your staff downloaded.</li>
      <li>E-mails sent: plans, teacher cards and reminders e-mailed for your staff.</li>
      <li>Log entries: delivery log entries recorded on your staff’s plans.</li>
    </ul>
  );
}

/** /district/usage: the last twelve months of the district's use, and the universal supports. */
export function DistrictUsagePage() {
  const usage = useUsage();
  return (
    <DistrictConsole title="Usage">
      <section aria-labelledby="usage-heading">
        <h2 id="usage-heading" className="h4">
          Month by month
        </h2>
        {usage.isPending ? (
          <LoadingIndicator />
        ) : usage.isError ? (
          <LoadFailed what="the usage" error={usage.error} onRetry={() => void usage.refetch()} />
        ) : (
          <>
            <p>{usageSummary(usage.data.months)}</p>
            <UsageChart months={usage.data.months} />
            <UsageTable months={usage.data.months} />
            <FigureDefinitions />
          </>
        )}
      </section>
      <UniversalSupports />
    </DistrictConsole>
  );
}
