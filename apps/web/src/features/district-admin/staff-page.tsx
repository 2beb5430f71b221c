import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '@trellis/shared/search-limits';
import { countedNoun } from '@trellis/shared/text';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailed } from '../../components/load-failed';
import { LoadingIndicator } from '../../components/loading-indicator';
import { Outcome } from '../../components/outcome';
import { NAME_OR_EMAIL_HINT, SearchBox } from '../../components/search-box';
import { useAnnouncedChange } from '../../components/use-announced-change';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useMe } from '../../hooks/use-me';
import { useStaff } from './api/staff';
import { DistrictConsole } from './district-console';
import { fullName, StaffTable } from './staff-table';
import { otherRole, type StaffConfirm, useStaffActions } from './use-staff-actions';

/** What the search found, in words: the line above the table. */
function countLine(count: number, term: string) {
  if (count > 0) return `${countedNoun(count, 'staff member')} shown.`;
  return term ? `No staff match “${term}”.` : 'No staff yet.';
}

function confirmQuestion({ kind, member }: StaffConfirm) {
  const name = fullName(member);
  switch (kind) {
    case 'deactivate':
      return {
        question: `Deactivate ${name}?`,
        detail:
          'They are signed out at once and cannot sign in until reactivated. Their plans stay.',
        confirmLabel: 'Deactivate',
      };
    case 'reset':
      return {
        question: `Send a password reset link to ${name}?`,
        detail: `The link goes to ${member.email} and works for one hour. Their password stays the same until they choose a new one.`,
        confirmLabel: 'Send link',
      };
    case 'role':
      // Administrators see every plan of the district: say so before granting it.
      return otherRole(member) === 'district_admin'
        ? {
            question: `Make ${name} a district administrator?`,
            detail:
              'They will manage your district’s staff, access code and records, including downloading every plan.',
            confirmLabel: 'Make administrator',
          }
        : {
            question: `Make ${name} a staff member?`,
            detail: 'They will no longer manage the district.',
            confirmLabel: 'Make staff member',
          };
  }
}

/** /district: the district's staff, searched by name or e-mail, and what an administrator does to them. */
export function DistrictStaffPage() {
  const selfId = useMe().data?.user.id;
  const [text, setText] = useState('');
  const term = useDebouncedValue(text, SEARCH_DEBOUNCE_MS).trim();
  const list = useStaff(term);
  const staff = list.data?.staff;
  const actions = useStaffActions(staff);
  const question = actions.confirm && confirmQuestion(actions.confirm);
  const count =
    !list.data || list.isPlaceholderData ? null : countLine(list.data.staff.length, term);
  // The line is read out when a search changes it, for each new term.
  useAnnouncedChange(count, term);

  return (
    <DistrictConsole title="Staff">
      <SearchBox
        id="staff-search"
        label="Search staff"
        hint={NAME_OR_EMAIL_HINT}
        value={text}
        onChange={setText}
      />
      <Outcome notice={actions.notice} failure={actions.failure} />
      {list.isPending ? (
        <LoadingIndicator />
      ) : list.isError ? (
        <LoadFailed what="the staff list" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <>
          <p className="small text-body-secondary">{count ?? 'Searching...'}</p>
          {list.data.staff.length > 0 && (
            <StaffTable
              staff={list.data.staff}
              selfId={selfId}
              busy={actions.busy}
              onAction={actions.onAction}
            />
          )}
        </>
      )}
      {actions.confirm && question && (
        <ConfirmDialog
          show={actions.confirm.open}
          question={question.question}
          detail={question.detail}
          confirmLabel={question.confirmLabel}
          onConfirm={actions.onConfirm}
          onCancel={actions.closeConfirm}
          onExited={actions.onConfirmExited}
        />
      )}
    </DistrictConsole>
  );
}
