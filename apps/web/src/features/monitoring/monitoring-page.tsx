import { useParams, useSearchParams, Link } from 'react-router';
import Alert from 'react-bootstrap/Alert';
import type { PlanLogResponse } from '@trellis/shared/delivery-log';
import { type MonitoringFilter, summariseLog } from '@trellis/shared/monitoring';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageHeading } from '../../components/page-heading';
import { paths } from '../../config/paths';
import { isNotFound } from '../../lib/api-client';
import { downloadLogCsv, logCsvPath, usePlanLog } from './api/plan-log';
import { DownloadLink } from '../../components/download-link';
import { ItemCard } from './item-card';
import { LogSection } from './log-section';
import { filterOf, searchOf } from './monitoring-filter';
import { MonitoringFilters } from './monitoring-filters';
import { NotLoggedLately } from './not-logged-lately';
import { ViewStatus } from './view-status';
import { LoadFailed } from '../../components/load-failed';

function NotAvailable() {
  return (
    <section className="py-4">
      <PageHeading>Monitoring Not Available</PageHeading>
      <Alert variant="warning">
        This student’s log is not available to you. The plan may have been deleted, or it is no
        longer shared with you.
      </Alert>
      <Link to={paths.students.list}>Go to My Students</Link>
    </section>
  );
}

/** Nothing logged at all yet: how logging happens, and (below) the form for those who may. */
function NothingLogged({ canLog }: { canLog: PlanLogResponse['canLog'] }) {
  return (
    <div className="alert alert-info">
      <p className="mb-0">
        Nothing is logged yet. The teachers and staff who provide these accommodations log them in a
        few taps through the link in the card e-mailed to them, without an account.
        {canLog !== 'none' && ' You can log below too.'}
      </p>
    </div>
  );
}

/** Where the form would be: why nobody logs an archived plan. */
function ArchivedNotice() {
  return (
    <p className="alert alert-secondary mt-5 d-print-none">
      This plan is archived: restore it to log.
    </p>
  );
}

function Monitoring({ planId, log }: { planId: string; log: PlanLogResponse }) {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(
    params,
    log.implementers.map((person) => person.id),
  );
  const setFilter = (next: MonitoringFilter) => setParams(searchOf(next), { replace: true });
  const items = summariseLog(log.entries, log.items, filter, log.today);
  const nothingLogged = log.entries.length === 0;

  return (
    <section className="py-4 monitoring-page">
      <PageHeading>Monitoring: {log.label}</PageHeading>
      <nav aria-label="About this student" className="d-flex flex-wrap gap-3 mb-4 d-print-none">
        {/* An implementer who may not read the plan logs here, without its other pages. */}
        {!log.ownPartOnly && (
          <>
            <Link to={paths.students.plan(planId)}>Back to the plan</Link>
            <Link to={paths.students.review(planId)}>Review summary</Link>
          </>
        )}
        {!nothingLogged && (
          <DownloadLink path={logCsvPath(planId, filter)} download={downloadLogCsv}>
            Download the log (CSV)
          </DownloadLink>
        )}
      </nav>
      {log.items.length === 0 ? (
        <p>This plan has no accommodations to monitor yet.</p>
      ) : nothingLogged ? (
        <NothingLogged canLog={log.canLog} />
      ) : (
        <>
          <MonitoringFilters
            filter={filter}
            implementers={log.implementers}
            today={log.today}
            onChange={setFilter}
          />
          <ViewStatus filter={filter} items={items} implementers={log.implementers} />
          <NotLoggedLately
            items={items}
            implementers={log.implementers}
            ownOnly={log.ownPartOnly}
          />
          <h2 className="h4 mt-4">Accommodations</h2>
          {items.map((item) => (
            <ItemCard key={item.key} item={item} />
          ))}
        </>
      )}
      {log.archived ? (
        <ArchivedNotice />
      ) : (
        log.canLog !== 'none' && log.items.length > 0 && <LogSection planId={planId} log={log} />
      )}
    </section>
  );
}

/**
 * /students/:id/monitoring — the student's delivery log (issue 18): per item how often it was
 * provided and used and how well it worked, over the filter, as figures, charts and tables;
 * the items nobody logged lately; and logging signed in.
 */
export function MonitoringPage() {
  const id = useParams().id ?? '';
  const log = usePlanLog(id);
  if (log.isPending) return <LoadingIndicator />;
  if (log.isError) {
    if (isNotFound(log.error)) return <NotAvailable />;
    return (
      <section className="py-4">
        <PageHeading>Monitoring</PageHeading>
        <LoadFailed what="the log" error={log.error} onRetry={() => void log.refetch()} />
      </section>
    );
  }
  return <Monitoring planId={id} log={log.data} />;
}
