import Table from 'react-bootstrap/Table';
import { percentText, ratingText, type WeekFigures } from '@trellis/shared/monitoring';
import { calendarDayText } from '../../lib/dates';

/** The numbers behind a week chart: one row per week, empty weeks included. */
export function WeekTable({
  id,
  caption,
  weeks,
}: {
  id: string;
  caption: string;
  weeks: WeekFigures[];
}) {
  return (
    <Table id={id} size="sm" striped responsive className="week-table mt-2 mb-0">
      <caption className="caption-top">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Week of</th>
          <th scope="col" className="text-end">
            Occasions
          </th>
          <th scope="col" className="text-end">
            Provided
          </th>
          <th scope="col" className="text-end">
            Used
          </th>
          <th scope="col" className="text-end">
            Rated
          </th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.weekStart}>
            <th scope="row" className="fw-normal">
              {calendarDayText(week.weekStart)}
            </th>
            <td className="text-end">{week.occasions}</td>
            <td className="text-end">{percentText(week.providedShare)}</td>
            <td className="text-end">{percentText(week.useShare)}</td>
            <td className="text-end">{ratingText(week.meanRating)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
