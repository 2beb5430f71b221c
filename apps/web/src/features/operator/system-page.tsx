import { useContentStatus, useFailedMail } from './api/system';
import { ContentStatusList } from './content-status';
import { FailedMailTable } from './failed-mail-table';
import { OperatorConsole } from './operator-console';
import { QueryContent } from './query-content';

/** /operator/system: the content the server runs on, and e-mail that could not be sent. */
export function OperatorSystemPage() {
  const content = useContentStatus();
  const mail = useFailedMail();
  return (
    <OperatorConsole title="Mail and Content">
      <section aria-labelledby="content-heading" className="mb-4">
        <h2 id="content-heading" className="h4">
          Content in use
        </h2>
        <QueryContent query={content} what="the content status">
          {(status) => <ContentStatusList status={status} />}
        </QueryContent>
      </section>
      <section aria-labelledby="mail-heading">
        <h2 id="mail-heading" className="h4">
          E-mail that could not be sent
        </h2>
        <QueryContent query={mail} what="the failed e-mail">
          {({ mail: failed }) => <FailedMailTable mail={failed} />}
        </QueryContent>
      </section>
    </OperatorConsole>
  );
}
