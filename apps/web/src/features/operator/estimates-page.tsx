import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import {
  ESTIMATE_STATUSES,
  ESTIMATE_STATUS_LABELS,
  type EstimateRow,
  type EstimateStatus,
  type OperatorDistrict,
} from '@trellis/shared/operator-console';
import { countedNoun } from '@trellis/shared/text';
import { Outcome } from '../../components/outcome';
import { useAnnouncedChange } from '../../components/use-announced-change';
import { useAnnouncement } from '../../hooks/use-announcement';
import { useEstimates, useSetEstimateStatus } from './api/estimates';
import { DistrictFromEstimateDialog } from './district-from-estimate-dialog';
import { createButtonId, districtLinkId, EstimatesTable } from './estimates-table';
import { OperatorConsole } from './operator-console';
import { QueryContent } from './query-content';

const FILTER_ID = 'estimate-status-filter';
const SHOWN_ID = 'estimate-requests-shown';
type Filter = EstimateStatus | 'all';
const FILTER_LABELS: Record<Filter, string> = { all: 'All', ...ESTIMATE_STATUS_LABELS };

/** How many requests the filter shows, in words: the line above the table. */
function countLine(count: number, filter: Filter) {
  if (count > 0) return `${countedNoun(count, 'request')} shown.`;
  return `No requests are marked ${FILTER_LABELS[filter]}.`;
}

/** /operator/estimates: the district price estimate requests and how each sale stands. */
export function OperatorEstimatesPage() {
  const estimates = useEstimates();
  const setStatus = useSetEstimateStatus();
  const outcome = useAnnouncement();
  const [filter, setFilter] = useState<Filter>('all');
  const [creating, setCreating] = useState<{ request: EstimateRow; open: boolean } | null>(null);

  const onStatus = (request: EstimateRow, status: EstimateStatus) => {
    // A request leaving the filter takes its row and the focused Save button with it.
    if (filter !== 'all' && status !== filter) document.getElementById(SHOWN_ID)?.focus();
    setStatus.mutate(
      { id: request.id, status },
      {
        onSuccess: () =>
          outcome.succeeded(
            `The request from ${request.schoolName} is marked ${ESTIMATE_STATUS_LABELS[status]}.`,
          ),
        onError: (error) =>
          outcome.failed(`The request from ${request.schoolName} could not be changed.`, error),
      },
    );
  };

  // The status chosen shows at once, not the old one until the server has answered.
  const withPendingStatus = (request: EstimateRow): EstimateRow => {
    const pending = setStatus.isPending ? setStatus.variables : undefined;
    return pending?.id === request.id ? { ...request, status: pending.status } : request;
  };
  const requests = estimates.data?.requests;
  const shown = requests
    ?.map(withPendingStatus)
    .filter((request) => filter === 'all' || request.status === filter);
  const count = shown && requests?.length ? countLine(shown.length, filter) : null;
  // Read out when another filter is chosen; a row that leaves after a status change gives
  // the focus to the line instead, and the change's own outcome is said.
  useAnnouncedChange(count, filter);

  // What comes next: the requester registers with the code, then an operator promotes them.
  const onCreated = (district: OperatorDistrict, request: EstimateRow) => {
    setCreating((current) => current && { ...current, open: false });
    outcome.succeeded(
      `${district.name} is created, and the request is marked Won. Send the access code ` +
        `${district.code} to ${request.email}. When they have registered, make them the ` +
        `district’s administrator from Districts.`,
    );
  };

  // The new district's link replaces the button: focus goes there, or back to the button.
  const onDialogExited = () => {
    if (creating) {
      const { id } = creating.request;
      (
        document.getElementById(districtLinkId(id)) ?? document.getElementById(createButtonId(id))
      )?.focus();
    }
    setCreating(null);
  };

  return (
    <OperatorConsole title="Estimate Requests">
      <Form.Group controlId={FILTER_ID} className="mb-3" style={{ maxWidth: '16rem' }}>
        <Form.Label>Show requests</Form.Label>
        <Form.Select value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
          {(['all', ...ESTIMATE_STATUSES] as const).map((value) => (
            <option key={value} value={value}>
              {FILTER_LABELS[value]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Outcome notice={outcome.notice} failure={outcome.failure} />
      <QueryContent query={estimates} what="the estimate requests">
        {() =>
          !shown || count === null ? (
            <p>No estimate requests yet.</p>
          ) : (
            <>
              <p id={SHOWN_ID} tabIndex={-1} className="small text-body-secondary">
                {count}
              </p>
              {shown.length > 0 && (
                <EstimatesTable
                  requests={shown}
                  onStatus={onStatus}
                  onCreateDistrict={(request) => setCreating({ request, open: true })}
                />
              )}
            </>
          )
        }
      </QueryContent>
      {creating && (
        <DistrictFromEstimateDialog
          key={creating.request.id}
          show={creating.open}
          request={creating.request}
          onClose={() => setCreating({ ...creating, open: false })}
          onExited={onDialogExited}
          onCreated={(district) => onCreated(district, creating.request)}
        />
      )}
    </OperatorConsole>
  );
}
