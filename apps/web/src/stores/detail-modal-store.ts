import { create } from 'zustand';

/** What the detail modal shows (spec §3 Modal state): nothing, a trait, or an accommodation. */
export type DetailModalContent =
  | {
      size: 'sm';
      trait: { kind: 'need'; id: string } | { kind: 'strength'; name: string; description: string };
    }
  | {
      size: 'lg';
      accommodationKey: string;
      /** Opened from a plan the user only views: no Add/Remove (it would change the builder's). */
      readOnly?: boolean;
    };

interface DetailModalState {
  open: boolean;
  /** Kept after closing until the fade-out ends, so the modal does not empty as it goes. */
  content: DetailModalContent | null;
  showNeed(id: string): void;
  showStrength(strength: { name: string; description: string }): void;
  showAccommodation(key: string, options?: { readOnly?: boolean }): void;
  close(): void;
  /** Forgets the content (after the fade-out, and on sign-out). */
  reset(): void;
}

/** The one detail modal of the app; any screen opens it, the layout renders it. */
export const useDetailModalStore = create<DetailModalState>()((set) => ({
  open: false,
  content: null,
  showNeed: (id) => set({ open: true, content: { size: 'sm', trait: { kind: 'need', id } } }),
  showStrength: ({ name, description }) =>
    set({ open: true, content: { size: 'sm', trait: { kind: 'strength', name, description } } }),
  showAccommodation: (key, options) =>
    set({
      open: true,
      content: { size: 'lg', accommodationKey: key, readOnly: options?.readOnly ?? false },
    }),
  close: () => set({ open: false }),
  reset: () => set({ open: false, content: null }),
}));
