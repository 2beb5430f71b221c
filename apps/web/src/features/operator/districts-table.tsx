import Button from 'react-bootstrap/Button';
import { Link } from 'react-router';
import type { OperatorDistrict } from '@trellis/shared/operator-console';
import { LicenceStatusBadge } from '../../components/licence-status-badge';
import { paths } from '../../config/paths';
import { StackCell, StackRow, StackRowHeader, StackTable } from '../../components/stack-table';
import { licenceText } from './licence-dates';
import { ForRow, RowActions } from './row-actions';

/** The ids focus returns to after working on a district's row. */
export const editButtonId = (id: string) => `district-${id}-edit`;
export const deleteButtonId = (id: string) => `district-${id}-delete`;

const COLUMNS = [
  'Name',
  'Access code',
  'Licence',
  'Status',
  'Staff (admins)',
  'Plans',
  'Actions',
] as const;

const adminsText = (count: number) => `${count} ${count === 1 ? 'admin' : 'admins'}`;

/** Every district with its code, licence, status and size, and what an operator does to it. */
export function DistrictsTable({
  districts,
  onEdit,
  onDelete,
}: {
  districts: OperatorDistrict[];
  onEdit(district: OperatorDistrict): void;
  onDelete(district: OperatorDistrict): void;
}) {
  return (
    <StackTable
      size="sm"
      striped
      className="align-middle"
      caption="Every district, by name"
      captionClassName="caption-top"
      columns={COLUMNS}
    >
      {districts.map((district) => (
        <StackRow key={district.id}>
          <StackRowHeader>{district.name}</StackRowHeader>
          <StackCell label="Access code" className="font-monospace">
            {district.code}
          </StackCell>
          <StackCell label="Licence">
            {licenceText(district.licenceStartsOn, district.licenceEndsOn)}
          </StackCell>
          <StackCell label="Status">
            <LicenceStatusBadge status={district.status} />
          </StackCell>
          <StackCell label="Staff (admins)">
            {district.staffCount} ({adminsText(district.adminCount)})
          </StackCell>
          <StackCell label="Plans">{district.planCount}</StackCell>
          <StackCell>
            <RowActions>
              <Button
                id={editButtonId(district.id)}
                size="sm"
                variant="outline-primary"
                onClick={() => onEdit(district)}
              >
                Edit
                <ForRow text={district.name} />
              </Button>
              <Link
                to={paths.operator.districtSso(district.id)}
                className="btn btn-sm btn-outline-primary"
              >
                Single sign-on
                <ForRow text={district.name} />
              </Link>
              <Button
                id={deleteButtonId(district.id)}
                size="sm"
                variant="outline-danger"
                onClick={() => onDelete(district)}
              >
                Delete…
                <ForRow text={district.name} />
              </Button>
            </RowActions>
          </StackCell>
        </StackRow>
      ))}
    </StackTable>
  );
}
