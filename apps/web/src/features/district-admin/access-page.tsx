import { LoadFailed } from '../../components/load-failed';
import { LoadingIndicator } from '../../components/loading-indicator';
import { useDistrictOverview } from './api/overview';
import { AccessCodeCard } from './access-code-card';
import { DistrictConsole } from './district-console';
import { LicenceCard } from './licence-card';

/** /district/access: the district's licence, and its access code with its settings. */
export function DistrictAccessPage() {
  const overview = useDistrictOverview();
  return (
    <DistrictConsole title="Access Code and Licence">
      {overview.isPending ? (
        <LoadingIndicator />
      ) : overview.isError ? (
        <LoadFailed
          what="the licence and access code"
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <>
          <LicenceCard licence={overview.data.licence} />
          <AccessCodeCard overview={overview.data} />
        </>
      )}
    </DistrictConsole>
  );
}
