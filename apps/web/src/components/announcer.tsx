import { useAnnouncerStore } from './announce';

/** The id of the app's live region, for tests that read what was announced. */
export const ANNOUNCER_ID = 'announcer';

/**
 * The app's one polite live region (mounted once, in the layout): what `announce` says.
 * It is always in the page, empty at first, since words put into a region that has only
 * just appeared are not read by every screen reader. A plain polite region rather than
 * role="status": a page's own status messages (its alerts, a loading line) keep that role.
 */
export function Announcer() {
  const text = useAnnouncerStore((state) => state.text);
  return (
    <div id={ANNOUNCER_ID} className="visually-hidden" aria-live="polite" aria-atomic="true">
      {text}
    </div>
  );
}
