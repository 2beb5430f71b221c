import { UNIVERSAL_SUPPORTS_MIN_STUDENTS } from '@trellis/shared/district-admin';
import { countedNoun } from '@trellis/shared/text';
import { LoadFailed } from '../../components/load-failed';
import { LoadingIndicator } from '../../components/loading-indicator';
import {
  type StackColumn,
  StackCell,
  StackRow,
  StackRowHeader,
  StackTable,
} from '../../components/stack-table';
import { TierIcon } from '../../components/tier-icon';
import { useUniversalSupports } from './api/reports';

const COLUMNS: StackColumn[] = [
  'Accommodation',
  'Tier',
  { label: 'Students', className: 'text-md-end' },
  { label: 'Share of plans', className: 'text-md-end' },
];

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
        <StackTable
          size="sm"
          striped
          className="align-middle"
          caption={`Out of ${countedNoun(report.data.planCount, 'plan')} in use (archived plans left out)`}
          captionClassName="caption-top"
          columns={COLUMNS}
        >
          {report.data.items.map((item) => (
            <StackRow key={item.accommodationId}>
              <StackRowHeader className="fw-normal">
                <span className="fw-semibold">{item.accommodationId}</span> {item.title}
              </StackRowHeader>
              <StackCell label="Tier">
                <TierIcon tier={item.tier} />
              </StackCell>
              <StackCell label="Students" className="text-md-end">
                {item.students}
              </StackCell>
              <StackCell label="Share of plans" className="text-md-end">
                {item.percent} %
              </StackCell>
            </StackRow>
          ))}
        </StackTable>
      )}
    </section>
  );
}
