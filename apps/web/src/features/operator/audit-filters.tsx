import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { useSearchParams } from 'react-router';
import {
  AUDIT_ACTIONS,
  type AuditAction,
  OperatorAuditQuerySchema,
} from '@trellis/shared/administration';
import type { OperatorDistrict } from '@trellis/shared/operator-console';
import type { AuditFilters } from './api/audit';

/** Each kind of action as the "Action" filter names it. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'role-changed': 'Role changed',
  'staff-deactivated': 'Staff member deactivated',
  'staff-reactivated': 'Staff member reactivated',
  'password-reset-sent': 'Password reset link sent',
  'code-rotated': 'Access code replaced',
  'code-changed': 'Access code changed',
  'district-created': 'District created',
  'licence-changed': 'District or licence changed',
  'district-deleted': 'District deleted',
  'data-exported': 'Records downloaded',
  'estimate-status-changed': 'Estimate request status changed',
  'subscription-changed': 'Subscription changed',
  'sso-changed': 'Single sign-on changed',
};

const ALL = '';

/**
 * The filters as the address keeps them (`?districtId=…&action=…`), so a filtered log can be
 * bookmarked, shared and gone back to. A value the server would refuse counts as unset.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const districtId = OperatorAuditQuerySchema.shape.districtId.safeParse(
    params.get('districtId') ?? undefined,
  ).data;
  const action = OperatorAuditQuerySchema.shape.action.safeParse(
    params.get('action') ?? undefined,
  ).data;
  const filters: AuditFilters = { districtId, action };
  const setFilter = (name: keyof AuditFilters, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === ALL) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return { filters, setFilter };
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
}) {
  return (
    <Form.Group controlId={id} className="col-12 col-sm-6 col-lg-4">
      <Form.Label>{label}</Form.Label>
      <Form.Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value={ALL}>All</option>
        {children}
      </Form.Select>
    </Form.Group>
  );
}

/** The "District" and "Action" selects above the activity log. */
export function AuditFilterFields({
  filters,
  districts,
  onChange,
}: {
  filters: AuditFilters;
  /** Every district, once loaded (until then only "All" is offered). */
  districts: OperatorDistrict[];
  onChange(name: keyof AuditFilters, value: string): void;
}) {
  return (
    <div className="row g-3 mb-3">
      <FilterSelect
        id="audit-district-filter"
        label="District"
        value={filters.districtId ?? ALL}
        onChange={(value) => onChange('districtId', value)}
      >
        {districts.map((district) => (
          <option key={district.id} value={district.id}>
            {district.name}
          </option>
        ))}
        {/* A district from the address that is not (or not yet) listed still shows as chosen. */}
        {filters.districtId &&
          !districts.some((district) => district.id === filters.districtId) && (
            <option value={filters.districtId}>
              {districts.length === 0 ? 'Loading...' : 'A district no longer listed'}
            </option>
          )}
      </FilterSelect>
      <FilterSelect
        id="audit-action-filter"
        label="Action"
        value={filters.action ?? ALL}
        onChange={(value) => onChange('action', value)}
      >
        {AUDIT_ACTIONS.map((action) => (
          <option key={action} value={action}>
            {AUDIT_ACTION_LABELS[action]}
          </option>
        ))}
      </FilterSelect>
    </div>
  );
}
