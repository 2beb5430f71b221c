import { useParams } from 'react-router';
import { CardTokenSchema } from '@trellis/shared/implementers';
import { LoadingIndicator } from '../../components/loading-indicator';
import { PageHeading } from '../../components/page-heading';
import { isNotFound } from '../../lib/api-client';
import { useLinkLog } from './api/log';
import { INCOMPLETE_LINK, LinkGone } from './link-gone';
import { LinkLog } from './link-log';
import { LoadFailed } from '../../components/load-failed';

/**
 * /log/:token — an implementer's delivery log, opened from a weekly reminder's link without
 * an account (issue 18): whose plan it is (the student's label), their items to log, their
 * recent entries and the reminder switch. Nothing else of the plan is shown.
 */
export function LogPage() {
  const { token = '' } = useParams();
  const wellFormed = CardTokenSchema.safeParse(token).success;
  const log = useLinkLog(token, wellFormed);

  if (!wellFormed) return <LinkGone message={INCOMPLETE_LINK} />;
  if (log.isPending) return <LoadingIndicator />;
  if (log.isError) {
    if (isNotFound(log.error)) return <LinkGone message={log.error.message} />;
    return (
      <section className="py-4 narrow-page">
        <PageHeading>Delivery log</PageHeading>
        <LoadFailed what="the log" error={log.error} onRetry={() => void log.refetch()} />
      </section>
    );
  }
  const { student, implementer } = log.data;
  const forWhom = [implementer.name, implementer.classOrPeriod].filter(Boolean).join(', ');
  return (
    <article className="py-4 narrow-page">
      <PageHeading>Delivery log for {student}</PageHeading>
      <p className="lead">For {forWhom}</p>
      <LinkLog token={token} log={log.data} headingLevel={2} />
    </article>
  );
}
