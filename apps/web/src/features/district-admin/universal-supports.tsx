import Table from 'react-bootstrap/Table';
import { UNIVERSAL_SUPPORTS_MIN_STUDENTS } from '@trellis/shared/district-admin';
import { countedNoun } from '@trellis/shared/text';
import { LoadFailed } from '../../components/load-failed';
import { LoadingIndicator } from '../../components/loading-indicator';
import { TierIcon } from '../../components/tier-icon';
import { useUniversalSupports } from './api/reports';

/**
 * The universal-supports report: the Tier 2 and 3 items planned for many of the district's
 * students, as counts only (no student is named), most frequent first.
 */
export function UniversalSupports() {
  const report = useUniversalSupports();
  return (
    <section aria-labelledby="universal-supports-heading" className="mt-5">
      <h2 id="universal-supports-heading" className="h4">
        Universal supports
      </h2>
      <p>
        Tier 2 and 3 supports planned for many of your students. Items that recur across plans may
        be worth offering to a whole class, as a universal support.
      </p>
      {report.isPending ? (
        <LoadingIndicator />
      ) : report.isError ? (
        <LoadFailed
          what="the universal supports report"
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : report.data.items.length === 0 ? (
        <p className="text-body-secondary">
          Not enough plans yet: an item shows here once it is on {UNIVERSAL_SUPPORTS_MIN_STUDENTS}{' '}
          or more plans.
        </p>
      ) : (
        <Table size="sm" striped responsive className="align-middle">
          <caption className="caption-top">
            Out of {countedNoun(report.data.planCount, 'plan')} in use (archived plans left out)
          </caption>
          <thead>
            <tr>
              <th scope="col">Accommodation</th>
              <th scope="col">Tier</th>
              <th scope="col" className="text-end">
                Students
              </th>
              <th scope="col" className="text-end">
                Share of plans
              </th>
            </tr>
          </thead>
          <tbody>
            {report.data.items.map((item) => (
              <tr key={item.accommodationId}>
                <th scope="row" className="fw-normal">
                  <span className="fw-semibold">{item.accommodationId}</span> {item.title}
                </th>
                <td>
                  <TierIcon tier={item.tier} />
                </td>
                <td className="text-end">{item.students}</td>
                <td className="text-end">{item.percent} %</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
