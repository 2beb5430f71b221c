import { useEffect, useRef, useState } from 'react';
import { ROLE_LABELS, type StaffRole } from '@trellis/shared/administration';
import type { StaffMember } from '@trellis/shared/district-admin';
import { useAnnouncement } from '../../hooks/use-announcement';
import { useChangeStaff, useSendPasswordReset, type StaffChange } from './api/staff';
import {
  fullName,
  resetButtonId,
  roleButtonId,
  type StaffAction,
  staffNameId,
  statusButtonId,
} from './staff-table';

/** The question open on the page; `open` turns false first so the dialog can animate out. */
export interface StaffConfirm {
  kind: 'deactivate' | 'reset' | 'role';
  member: StaffMember;
  open: boolean;
}

/** The role the row's role button gives: the one the member does not have. */
export const otherRole = (member: StaffMember): StaffRole =>
  member.role === 'district_admin' ? 'member' : 'district_admin';

function successText(change: StaffChange): string {
  const name = fullName(change.member);
  switch (change.kind) {
    case 'role':
      return `${name} is now a ${ROLE_LABELS[change.role].toLowerCase()}.`;
    case 'deactivate':
      return `${name} is deactivated and signed out. Their plans stay.`;
    case 'reactivate':
      return `${name} is reactivated and can sign in again.`;
  }
}

function failureTitle(change: StaffChange): string {
  const name = fullName(change.member);
  if (change.kind === 'role') return `The role of ${name} could not be changed.`;
  return `${name} could not be ${change.kind}d.`;
}

/**
 * The staff table's actions: confirmation where it is asked for, the outcome said in one
 * polite live region (a failure in an alert), and focus kept on the row worked on (its button,
 * else its name, else the page's heading), never dropped to the page's body.
 */
export function useStaffActions(staff: StaffMember[] | undefined) {
  const change = useChangeStaff();
  const reset = useSendPasswordReset();
  const { notice, failure, succeeded, failed } = useAnnouncement();
  const [confirm, setConfirm] = useState<StaffConfirm | null>(null);
  const busy = change.isPending || reset.isPending;

  const focusIds = useRef<string[]>([]);
  const [focusRequest, setFocusRequest] = useState(0);
  const focusOn = (...ids: string[]) => {
    focusIds.current = ids;
    setFocusRequest((count) => count + 1);
  };
  // Once the table shows the change (a button relabelled or gone), focus goes where asked.
  useEffect(() => {
    const ids = focusIds.current;
    if (ids.length === 0) return;
    focusIds.current = [];
    const target = ids.map((id) => document.getElementById(id)).find(Boolean);
    (target ?? document.querySelector<HTMLElement>('[data-page-heading]'))?.focus();
  }, [focusRequest, staff]);

  const run = (staffChange: StaffChange, focusId: string) => {
    change.mutate(staffChange, {
      onSuccess: () => succeeded(successText(staffChange)),
      onError: (error) => failed(failureTitle(staffChange), error),
      onSettled: () => focusOn(focusId, staffNameId(staffChange.member.id)),
    });
  };

  const onAction = (action: StaffAction, member: StaffMember) => {
    if (busy) return;
    if (action === 'deactivate' || action === 'reset' || action === 'role') {
      setConfirm({ kind: action, member, open: true });
    } else {
      run({ kind: 'reactivate', member }, statusButtonId(member.id));
    }
  };

  const closeConfirm = () => setConfirm((current) => current && { ...current, open: false });

  const onConfirm = () => {
    if (!confirm || busy) return;
    const { member } = confirm;
    closeConfirm();
    if (confirm.kind === 'deactivate') {
      run({ kind: 'deactivate', member }, statusButtonId(member.id));
      return;
    }
    if (confirm.kind === 'role') {
      run({ kind: 'role', member, role: otherRole(member) }, roleButtonId(member.id));
      return;
    }
    reset.mutate(member, {
      // The mail is queued, not yet delivered: the words promise no more than that.
      onSuccess: ({ sentTo }) => succeeded(`A password reset link is on its way to ${sentTo}.`),
      onError: (error) =>
        failed(`The password reset link could not be sent to ${fullName(member)}.`, error),
      onSettled: () => focusOn(resetButtonId(member.id), staffNameId(member.id)),
    });
  };

  // The dialog gives focus back to its opener; this covers an opener that went away.
  const onConfirmExited = () => {
    if (confirm && document.activeElement === document.body) focusOn(...confirmFallback(confirm));
    setConfirm(null);
  };

  return { notice, failure, confirm, busy, onAction, onConfirm, closeConfirm, onConfirmExited };
}

function confirmFallback({ kind, member }: StaffConfirm): string[] {
  const buttons = { deactivate: statusButtonId, reset: resetButtonId, role: roleButtonId };
  return [buttons[kind](member.id), staffNameId(member.id)];
}
