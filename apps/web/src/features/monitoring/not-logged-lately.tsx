import { NOT_LOGGED_LATELY_DAYS, type PlanLogResponse } from '@trellis/shared/delivery-log';
import type { ItemMonitoring } from '@trellis/shared/monitoring';
import { calendarDayText } from '../../lib/dates';

/** "latest day logged Oct 11, 2026." or "never logged.", then says so when no one provides it. */
function quietText(item: ItemMonitoring, provided: boolean): string {
  const when = item.lastLoggedOn
    ? `latest day logged ${calendarDayText(item.lastLoggedOn)}.`
    : 'never logged.';
  return provided ? when : `${when} No one is named to provide it.`;
}

/**
 * The items nobody has logged in the last NOT_LOGGED_LATELY_DAYS days, or ever, whatever the
 * filter: the ones to ask about, or, for an item no one is named to provide, to name someone
 * for. Nothing shows when every item is logged. `ownOnly`: the reader sees only their own
 * items and entries (an implementer the plan is not shared with), so the items are the ones
 * they have not logged.
 */
export function NotLoggedLately({
  items,
  implementers,
  ownOnly = false,
}: {
  items: ItemMonitoring[];
  implementers: PlanLogResponse['implementers'];
  ownOnly?: boolean;
}) {
  const quiet = items.filter((item) => item.notLoggedLately);
  if (quiet.length === 0) return null;
  const named = new Set(implementers.flatMap((person) => person.items));
  const anyNamed = quiet.some((item) => named.has(item.key));
  return (
    <section className="alert alert-warning" aria-labelledby="not-logged-lately-heading">
      <h2 id="not-logged-lately-heading" className="h5 alert-heading">
        <svg
          width="20"
          height="20"
          viewBox="0 0 16 16"
          className="me-2 align-text-bottom"
          aria-hidden="true"
          focusable="false"
        >
          <path
            fill="currentColor"
            d="M8 1 .5 14h15L8 1zm.9 11H7.1v-1.8h1.8V12zm0-3H7.1V5.5h1.8V9z"
          />
        </svg>
        Not logged lately
      </h2>
      <p className="mb-2">
        {ownOnly
          ? `You have not logged these accommodations lately (in the last ${NOT_LOGGED_LATELY_DAYS} days). Log them with the form below.`
          : `Nobody has logged these accommodations in the last ${NOT_LOGGED_LATELY_DAYS} days.`}
        {!ownOnly &&
          anyNamed &&
          ' Ask the people who provide them to log through the link in their card e-mail.'}
      </p>
      <ul className="mb-0">
        {quiet.map((item) => (
          <li key={item.key}>
            {item.key} {item.title}: {quietText(item, ownOnly || named.has(item.key))}
          </li>
        ))}
      </ul>
    </section>
  );
}
