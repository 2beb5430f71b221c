import { create } from 'zustand';

interface AnnouncerState {
  /** The words in the app's polite live region. */
  text: string;
}

/** The app's one polite live region's words; `Announcer` (mounted once in the layout) shows them. */
export const useAnnouncerStore = create<AnnouncerState>()(() => ({ text: '' }));

let pending: ReturnType<typeof setTimeout> | null = null;

/**
 * Says `text` to screen-reader users through the app's one polite live region: a result
 * count, a save, a send, an error. The region is emptied first and filled on the next tick,
 * so the same words twice in a row are said again.
 */
export function announce(text: string) {
  if (pending !== null) clearTimeout(pending);
  useAnnouncerStore.setState({ text: '' });
  pending = setTimeout(() => {
    pending = null;
    useAnnouncerStore.setState({ text });
  }, 0);
}

/** Empties the live region, e.g. on sign-out, so old words are not read on the next page. */
export function clearAnnouncement() {
  if (pending !== null) clearTimeout(pending);
  pending = null;
  useAnnouncerStore.setState({ text: '' });
}
