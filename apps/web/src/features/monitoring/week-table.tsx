import { percentText, ratingText, type WeekFigures } from '@trellis/shared/monitoring';
import {
  type StackColumn,
  StackCell,
  StackRow,
  StackRowHeader,
  StackTable,
} from '../../components/stack-table';
import { calendarDayText } from '../../lib/dates';

const COLUMNS: StackColumn[] = [
  'Week of',
  ...['Occasions', 'Provided', 'Used', 'Rated'].map((label) => ({
    label,
    className: 'text-md-end',
  })),
];

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
    <StackTable
      id={id}
      size="sm"
      striped
      className="week-table mt-2 mb-0"
      caption={caption}
      captionClassName="caption-top"
      columns={COLUMNS}
    >
      {weeks.map((week) => (
        <StackRow key={week.weekStart}>
          <StackRowHeader>{calendarDayText(week.weekStart)}</StackRowHeader>
          <StackCell label="Occasions" className="text-md-end">
            {week.occasions}
          </StackCell>
          <StackCell label="Provided" className="text-md-end">
            {percentText(week.providedShare)}
          </StackCell>
          <StackCell label="Used" className="text-md-end">
            {percentText(week.useShare)}
          </StackCell>
          <StackCell label="Rated" className="text-md-end">
            {ratingText(week.meanRating)}
          </StackCell>
        </StackRow>
      ))}
    </StackTable>
  );
}
