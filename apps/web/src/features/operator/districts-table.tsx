import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import type { OperatorDistrict } from '@trellis/shared/operator-console';
import { LicenceStatusBadge } from '../../components/licence-status-badge';
import { licenceText } from './licence-dates';
import { ForRow, RowActions } from './row-actions';

/** The ids focus returns to after working on a district's row. */
export const editButtonId = (id: string) => `district-${id}-edit`;
export const deleteButtonId = (id: string) => `district-${id}-delete`;

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
    <Table size="sm" striped responsive className="align-middle">
      <caption className="caption-top">Every district, by name</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Access code</th>
          <th scope="col">Licence</th>
          <th scope="col">Status</th>
          <th scope="col">Staff (admins)</th>
          <th scope="col">Plans</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {districts.map((district) => (
          <tr key={district.id}>
            <th scope="row">{district.name}</th>
            <td className="font-monospace">{district.code}</td>
            <td>{licenceText(district.licenceStartsOn, district.licenceEndsOn)}</td>
            <td>
              <LicenceStatusBadge status={district.status} />
            </td>
            <td>
              {district.staffCount} ({adminsText(district.adminCount)})
            </td>
            <td>{district.planCount}</td>
            <td>
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
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
