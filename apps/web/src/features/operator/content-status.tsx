import type { ReactNode } from 'react';
import type { ContentStatus } from '@trellis/shared/operator-console';
import { instantText } from '../../lib/dates';

/** How much of a library hash a person needs to tell versions apart. */
const SHORT_HASH = 12;

/** A long version hash shortened on screen, whole for screen readers and in its tooltip. */
function VersionHash({ value }: { value: string }) {
  if (value.length <= SHORT_HASH) return <code>{value}</code>;
  return (
    <>
      <code title={value} aria-hidden="true">
        {value.slice(0, SHORT_HASH)}…
      </code>
      <span className="visually-hidden">{value}</span>
    </>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="col-sm-5 col-lg-3">{term}</dt>
      <dd className="col-sm-7 col-lg-9">{children}</dd>
    </>
  );
}

/** The app and library versions the server runs, and the size of the library. */
export function ContentStatusList({ status }: { status: ContentStatus }) {
  return (
    <dl className="row">
      <Detail term="App version">{status.appVersion}</Detail>
      <Detail term="Library version">
        <VersionHash value={status.libraryVersion} />
      </Detail>
      <Detail term="Imported">
        {status.importedAt ? instantText(status.importedAt) : 'Not recorded'}
      </Detail>
      <Detail term="Accommodations">{status.accommodations.toLocaleString('en-US')}</Detail>
      <Detail term="Needs">{status.needs.toLocaleString('en-US')}</Detail>
      <Detail term="Strengths">{status.strengths.toLocaleString('en-US')}</Detail>
    </dl>
  );
}
