import { useAnnouncerStore } from '../components/announce';
import { ANNOUNCER_ID } from '../components/announcer';

/**
 * What the app's one live region says now (read from its store, so a test that renders a
 * part without the layout's Announcer can read it too).
 */
export const announced = () => useAnnouncerStore.getState().text;

/**
 * Every change of the live region's words from now on, in order: `announce` empties it first,
 * so each saying is `''` then the words. Call the answer's `stop` when done.
 */
export function recordAnnouncements(): { said: string[]; stop(): void } {
  const said: string[] = [];
  const stop = useAnnouncerStore.subscribe((state) => said.push(state.text));
  return { said, stop };
}

/**
 * Testing Library's options for a line shown on the page, e.g. `findByText(text, ON_PAGE)`:
 * the live region's copy of the same words is left out.
 */
export const ON_PAGE = { ignore: `#${ANNOUNCER_ID}, script, style` };
