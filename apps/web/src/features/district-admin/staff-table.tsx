import Button from 'react-bootstrap/Button';
import { ROLE_LABELS } from '@trellis/shared/administration';
import type { StaffMember } from '@trellis/shared/district-admin';
import { EmailAddress } from '../../components/email-address';
import {
  type StackColumn,
  StackCell,
  StackRow,
  StackRowHeader,
  StackTable,
} from '../../components/stack-table';
import { instantDayText } from '../../lib/dates';

/** What a row's buttons ask for; the page confirms the ones that need it. */
export type StaffAction = 'role' | 'deactivate' | 'reactivate' | 'reset';

/** The ids focus returns to after an action: a row's buttons and its name. */
export const staffNameId = (id: string) => `staff-${id}-name`;
export const roleButtonId = (id: string) => `staff-${id}-role`;
/** Deactivate and Reactivate take turns in one place, so focus stays there across the change. */
export const statusButtonId = (id: string) => `staff-${id}-status`;
export const resetButtonId = (id: string) => `staff-${id}-reset`;

const COLUMNS: StackColumn[] = [
  'Name',
  'E-mail',
  'Role',
  'Last sign-in',
  { label: 'Plans', className: 'text-md-end' },
  'Status',
  'Actions',
];

export const fullName = (member: StaffMember) => `${member.firstName} ${member.lastName}`;

/** Words after a visible label that name the person for screen readers ("Deactivate Ben Ode"). */
function Hidden({ text }: { text: string }) {
  return (
    <>
      {' '}
      <span className="visually-hidden">{text}</span>
    </>
  );
}

function RowActions({
  member,
  isSelf,
  busy,
  onAction,
}: {
  member: StaffMember;
  isSelf: boolean;
  busy: boolean;
  onAction(action: StaffAction, member: StaffMember): void;
}) {
  const name = fullName(member);
  const common = { size: 'sm', 'aria-disabled': busy || undefined } as const;
  return (
    // Wrapping buttons keep the column narrow, so every action stays reachable at 320 px.
    <div className="d-flex flex-wrap gap-1">
      {!isSelf && (
        <Button
          {...common}
          id={roleButtonId(member.id)}
          variant="outline-primary"
          onClick={() => onAction('role', member)}
        >
          {member.role === 'district_admin' ? 'Make staff member' : 'Make administrator'}
          <span className="visually-hidden">: {name}</span>
        </Button>
      )}
      {!isSelf && (
        <Button
          {...common}
          id={statusButtonId(member.id)}
          variant={member.deactivatedAt ? 'outline-primary' : 'outline-danger'}
          onClick={() => onAction(member.deactivatedAt ? 'reactivate' : 'deactivate', member)}
        >
          {member.deactivatedAt ? 'Reactivate' : 'Deactivate'}
          <Hidden text={name} />
        </Button>
      )}
      {!member.deactivatedAt && (
        <Button
          {...common}
          id={resetButtonId(member.id)}
          variant="outline-secondary"
          onClick={() => onAction('reset', member)}
        >
          Send password reset
          <Hidden text={`to ${name}`} />
        </Button>
      )}
    </div>
  );
}

/** The district's staff: who they are, their role, when they last signed in, and the actions. */
export function StaffTable({
  staff,
  selfId,
  busy,
  onAction,
}: {
  staff: StaffMember[];
  /** The administrator's own id: they cannot change their own role or deactivate themselves. */
  selfId: string | undefined;
  busy: boolean;
  onAction(action: StaffAction, member: StaffMember): void;
}) {
  return (
    <StackTable
      striped
      className="align-middle"
      caption="Staff of your district"
      captionClassName="visually-hidden"
      columns={COLUMNS}
    >
      {staff.map((member) => {
        const isSelf = member.id === selfId;
        return (
          <StackRow key={member.id}>
            <StackRowHeader>
              <span id={staffNameId(member.id)} tabIndex={-1}>
                {fullName(member)}
              </span>
              {isSelf && <span className="d-block small text-body-secondary">You</span>}
            </StackRowHeader>
            <StackCell label="E-mail">
              <EmailAddress address={member.email} />
            </StackCell>
            <StackCell label="Role">{ROLE_LABELS[member.role]}</StackCell>
            <StackCell label="Last sign-in" className="text-nowrap">
              {member.lastSignInAt ? instantDayText(member.lastSignInAt) : 'Never'}
            </StackCell>
            <StackCell label="Plans" className="text-md-end">
              {member.planCount}
            </StackCell>
            <StackCell label="Status">
              {member.deactivatedAt
                ? `Deactivated on ${instantDayText(member.deactivatedAt)}`
                : 'Active'}
            </StackCell>
            {/* Wide enough for a button's label on one line; the buttons wrap below one another. */}
            <StackCell style={{ minWidth: '11rem' }}>
              <RowActions member={member} isSelf={isSelf} busy={busy} onAction={onAction} />
            </StackCell>
          </StackRow>
        );
      })}
    </StackTable>
  );
}
