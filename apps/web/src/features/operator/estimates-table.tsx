import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { formatDollars } from '@trellis/shared/estimate';
import {
  ESTIMATE_STATUSES,
  ESTIMATE_STATUS_LABELS,
  type EstimateRow,
  type EstimateStatus,
} from '@trellis/shared/operator-console';
import { paths } from '../../config/paths';
import { instantDayText } from '../../lib/dates';
import { ForRow } from './row-actions';

/** Where focus goes after a district is created from a request: its link, else its button. */
export const districtLinkId = (id: string) => `estimate-${id}-district`;
export const createButtonId = (id: string) => `estimate-${id}-create`;

function StatusSelect({
  request,
  onStatus,
}: {
  request: EstimateRow;
  onStatus(request: EstimateRow, status: EstimateStatus): void;
}) {
  const id = `estimate-${request.id}-status`;
  return (
    <>
      <Form.Label htmlFor={id} visuallyHidden>
        Status of the request from {request.schoolName}
      </Form.Label>
      <Form.Select
        id={id}
        size="sm"
        value={request.status}
        onChange={(event) => onStatus(request, event.target.value as EstimateStatus)}
      >
        {ESTIMATE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {ESTIMATE_STATUS_LABELS[status]}
          </option>
        ))}
      </Form.Select>
    </>
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
    <Table size="sm" striped responsive className="align-middle">
      <caption className="caption-top">Estimate requests, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Received</th>
          <th scope="col">School</th>
          <th scope="col">Contact</th>
          <th scope="col">Place</th>
          <th scope="col">Students</th>
          <th scope="col">Estimate</th>
          <th scope="col">Status</th>
          <th scope="col">District</th>
        </tr>
      </thead>
      <tbody>
        {requests.map((request) => (
          <tr key={request.id}>
            <td className="text-nowrap">{instantDayText(request.createdAt)}</td>
            <th scope="row">{request.schoolName}</th>
            <td>
              {request.name}
              <br />
              <a href={`mailto:${request.email}`}>{request.email}</a>
              {request.phone && (
                <>
                  <br />
                  {request.phone}
                </>
              )}
            </td>
            <td>
              {request.city}, {request.state}
            </td>
            <td className="text-end">{request.students.toLocaleString('en-US')}</td>
            <td className="text-end">{formatDollars(request.estimate)}</td>
            <td>
              <StatusSelect request={request} onStatus={onStatus} />
            </td>
            <td>
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
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
