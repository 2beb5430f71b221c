/** "3 strengths chosen", announced politely as it changes. */
export function ChosenCount({
  count,
  singular,
  plural,
}: {
  count: number;
  singular: string;
  plural: string;
}) {
  return (
    <p className="fw-semibold" aria-live="polite">
      {count === 0
        ? `No ${plural} chosen yet.`
        : `${count} ${count === 1 ? singular : plural} chosen.`}
    </p>
  );
}
