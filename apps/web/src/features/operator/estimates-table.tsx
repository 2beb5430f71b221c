import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { formatDollars } from '@trellis/shared/estimate';
import {
  ESTIMATE_STATUSES,
  ESTIMATE_STATUS_LABELS,
  type EstimateRow,
  type EstimateStatus,
} from '@trellis/shared/operator-console';
import { EmailAddress } from '../../components/email-address';
import { StackCell, StackRow, StackRowHeader, StackTable } from '../../components/stack-table';
import { paths } from '../../config/paths';
import { instantDayText } from '../../lib/dates';
import { ForRow } from './row-actions';

/** Where focus goes after a district is created from a request: its link, else its button. */
export const districtLinkId = (id: string) => `estimate-${id}-district`;
export const createButtonId = (id: string) => `estimate-${id}-create`;

const COLUMNS = [
  'Received',
  'School',
  'Contact',
  'Place',
  'Students',
  'Estimate',
  'Status',
  'District',
] as const;

/**
 * A request's status: the select only picks one (on Windows, arrowing through a closed select
 * fires a change per step, and each would be saved and logged); its Save button sends it. The
 * button stays focusable but reads as unavailable (`aria-disabled`) until the pick differs from
 * the stored status.
 */
function StatusSelect({
  request,
  onStatus,
}: {
  request: EstimateRow;
  onStatus(request: EstimateRow, status: EstimateStatus): void;
}) {
  const id = `estimate-${request.id}-status`;
  // The pick belongs to the status it was made from: once the stored status changes (saved
  // here, or Won when a district is created), the select shows the stored one again.
  const [pick, setPick] = useState({ from: request.status, status: request.status });
  const chosen = pick.from === request.status ? pick.status : request.status;
  const unchanged = chosen === request.status;
  return (
    <div className="d-flex gap-1 align-items-center">
      <Form.Label htmlFor={id} visuallyHidden>
        Status of the request from {request.schoolName}
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        value={chosen}
        onChange={(event) =>
          setPick({ from: request.status, status: event.target.value as EstimateStatus })
        }
      >
        {ESTIMATE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ESTIMATE_STATUS_LABELS[status]}
          </option>
        ))}
      </Form.Select>
      <Button
        size="sm"
        variant={unchanged ? 'outline-secondary' : 'primary'}
        className={unchanged ? 'opacity-75' : undefined}
        aria-disabled={unchanged || undefined}
        onClick={() => {
          if (!unchanged) onStatus(request, chosen);
        }}
      >
        Save
        <ForRow text={`the status of the request from ${request.schoolName}`} />
      </Button>
    </div>
  );
}

/** The district price estimate requests: who asked, for how many students, and the sale. */
export function EstimatesTable({
  requests,
  onStatus,
  onCreateDistrict,
}: {
  requests: EstimateRow[];
  onStatus(request: EstimateRow, status: EstimateStatus): void;
  onCreateDistrict(request: EstimateRow): void;
}) {
  return (
    <StackTable
      size="sm"
      striped
      className="align-middle"
      caption="Estimate requests, newest first"
      captionClassName="caption-top"
      columns={COLUMNS}
    >
      {requests.map((request) => (
        <StackRow key={request.id}>
          <StackCell label="Received" className="text-nowrap">
            {instantDayText(request.createdAt)}
          </StackCell>
          <StackRowHeader>{request.schoolName}</StackRowHeader>
          <StackCell label="Contact">
            {request.name}
            <br />
            <a href={`mailto:${request.email}`}>
              <EmailAddress address={request.email} />
            </a>
            {request.phone && (
              <>
                <br />
                {request.phone}
              </>
            )}
          </StackCell>
          <StackCell label="Place">
            {request.city}, {request.state}
          </StackCell>
          <StackCell label="Students" className="text-md-end">
            {request.students.toLocaleString('en-US')}
          </StackCell>
          <StackCell label="Estimate" className="text-md-end">
            {formatDollars(request.estimate)}
          </StackCell>
          <StackCell label="Status">
            <StatusSelect request={request} onStatus={onStatus} />
          </StackCell>
          <StackCell>
            {request.district ? (
              <Link id={districtLinkId(request.id)} to={paths.operator.districts}>
                District: {request.district.name}
              </Link>
            ) : (
              <Button
                id={createButtonId(request.id)}
                size="sm"
                variant="outline-primary"
                onClick={() => onCreateDistrict(request)}
              >
                Create district
                <ForRow text={`from the request of ${request.schoolName}`} />
              </Button>
            )}
          </StackCell>
        </StackRow>
      ))}
    </StackTable>
  );
}
