import { AuditLogContent } from '../../components/audit-table';
import { DownloadLink } from '../../components/download-link';
import { DISTRICT_EXPORTS, useDownloadExport } from './api/exports';
import { useDistrictAudit } from './api/reports';
import { DistrictConsole } from './district-console';

/** The district's records as files, each with what it holds. */
function ExportSection() {
  const download = useDownloadExport();
  return (
    <section aria-labelledby="export-heading" className="mb-5">
      <h2 id="export-heading" className="h4">
        Download your district’s records
      </h2>
      <p>
        Every plan of your staff and its delivery log, for your own records or at the end of a
        contract. Each download is recorded in the activity log below.
      </p>
      <ul className="list-unstyled">
        {DISTRICT_EXPORTS.map((file) => (
          <li key={file.path} className="mb-3">
            <DownloadLink path={file.path} download={download} className="fw-semibold">
              {file.label}
            </DownloadLink>
            <span className="d-block small">Holds {file.holds}.</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Who did what in the district's administration, newest first. */
function ActivitySection() {
  const audit = useDistrictAudit();
  return (
    <section aria-labelledby="activity-heading">
      <h2 id="activity-heading" className="h4">
        Activity log
      </h2>
      <AuditLogContent
        log={audit}
        caption="Actions of your district’s administrators, and of Trellis operators on your district, newest first."
      />
    </section>
  );
}

/** /district/records: the district's data as files, and the activity log. */
export function DistrictRecordsPage() {
  return (
    <DistrictConsole title="Records">
      <ExportSection />
      <ActivitySection />
    </DistrictConsole>
  );
}
