import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { DeleteDistrictResponse, OperatorDistrict } from '@trellis/shared/operator-console';
import { countedNoun } from '@trellis/shared/text';
import { Outcome } from '../../components/outcome';
import { useAnnouncement } from '../../hooks/use-announcement';
import { useDistricts } from './api/districts';
import { DeleteDistrictDialog } from './delete-district-dialog';
import { DistrictAdministratorDialog } from './district-administrator-dialog';
import { DistrictFormDialog } from './district-form-dialog';
import { deleteButtonId, DistrictsTable } from './districts-table';
import { OperatorConsole } from './operator-console';
import { QueryContent } from './query-content';

/** The dialog open on the page; `open` turns false first so it can animate out. */
type OpenDialog =
  | { kind: 'form'; district: OperatorDistrict | null; open: boolean }
  | { kind: 'administrator'; open: boolean }
  | { kind: 'delete'; district: OperatorDistrict; open: boolean; deleted: boolean };

function deletedText(name: string, { deletedUsers, deletedPlans }: DeleteDistrictResponse) {
  return (
    `${name} is deleted with ${countedNoun(deletedUsers, 'account')} and ` +
    `${countedNoun(deletedPlans, 'plan')}. A record of it stays in the activity log.`
  );
}

function focusHeading() {
  document.querySelector<HTMLElement>('[data-page-heading]')?.focus();
}

/** /operator: every district, and creating, changing and deleting them. */
export function OperatorDistrictsPage() {
  const districts = useDistricts();
  const outcome = useAnnouncement();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog((current) => current && { ...current, open: false });

  const onSaved = (saved: OperatorDistrict) => {
    const created = dialog?.kind === 'form' && dialog.district === null;
    close();
    outcome.succeeded(
      created
        ? `${saved.name} is created. Its access code is ${saved.code}.`
        : `The changes to ${saved.name} are saved.`,
    );
  };

  const onDeleted = (district: OperatorDistrict, result: DeleteDistrictResponse) => {
    setDialog({ kind: 'delete', district, open: false, deleted: true });
    outcome.succeeded(deletedText(district.name, result));
  };

  // The delete dialog does not give focus back itself: after a delete its opener is gone.
  const onDeleteExited = () => {
    const opener =
      dialog?.kind === 'delete' && !dialog.deleted
        ? document.getElementById(deleteButtonId(dialog.district.id))
        : null;
    if (opener) opener.focus();
    else focusHeading();
    setDialog(null);
  };

  return (
    <OperatorConsole title="Districts">
      <div className="d-flex flex-wrap gap-2 mb-3">
        <Button onClick={() => setDialog({ kind: 'form', district: null, open: true })}>
          New district
        </Button>
        {districts.data && districts.data.districts.length > 0 && (
          <Button
            variant="outline-primary"
            onClick={() => setDialog({ kind: 'administrator', open: true })}
          >
            Make administrator…
          </Button>
        )}
      </div>
      <Outcome notice={outcome.notice} failure={outcome.failure} />
      <QueryContent query={districts} what="the districts">
        {({ districts: list }) =>
          list.length === 0 ? (
            <p>No districts yet. To add the first, choose New district.</p>
          ) : (
            <DistrictsTable
              districts={list}
              onEdit={(district) => setDialog({ kind: 'form', district, open: true })}
              onDelete={(district) =>
                setDialog({ kind: 'delete', district, open: true, deleted: false })
              }
            />
          )
        }
      </QueryContent>
      {dialog?.kind === 'form' && (
        <DistrictFormDialog
          key={dialog.district?.id ?? 'new'}
          show={dialog.open}
          district={dialog.district}
          onClose={close}
          onExited={() => setDialog(null)}
          onSaved={onSaved}
        />
      )}
      {dialog?.kind === 'administrator' && districts.data && (
        <DistrictAdministratorDialog
          show={dialog.open}
          districts={districts.data.districts}
          onClose={close}
          onExited={() => setDialog(null)}
          onDone={(district, email) => {
            close();
            outcome.succeeded(`${email} is now an administrator of ${district.name}.`);
          }}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDistrictDialog
          show={dialog.open}
          district={dialog.district}
          onClose={close}
          onExited={onDeleteExited}
          onDeleted={(result) => onDeleted(dialog.district, result)}
        />
      )}
    </OperatorConsole>
  );
}
