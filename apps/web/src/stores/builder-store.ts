import { CUSTOM_NEED_IDS, CUSTOM_STRENGTH_IDS } from '@trellis/shared/builder-slots';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { ChosenNeed, ChosenStrength } from '@trellis/shared/builder';
import type { NeedCategoryName } from '@trellis/shared/content-constants';
import { DEFAULT_NEED_PRIORITY, type NeedPriority } from '@trellis/shared/priorities';

interface BuilderState {
  strengths: ChosenStrength[];
  needs: ChosenNeed[];
  toggleStrength(strength: ChosenStrength): void;
  toggleNeed(need: { id: string; name: string; category: NeedCategoryName }): void;
  setNeedPriority(id: string, priority: NeedPriority): void;
  removeNeed(id: string): void;
  /** Re-saves the six custom strength slots from their fields' text (spec §4). */
  saveCustomStrengths(names: readonly string[]): void;
  /** Re-saves the six custom need slots from their fields' text (spec §4). */
  saveCustomNeeds(names: readonly string[]): void;
  /** Clears strengths and needs (and so the matching results). */
  reset(): void;
  /** Puts a saved state in place of this one (loading the user's state from the server). */
  replace(state: { strengths: ChosenStrength[]; needs: ChosenNeed[] }): void;
}

function without<T extends { id: string }>(items: T[], id: string): T[] {
  return items.filter((item) => item.id !== id);
}

/**
 * Each custom slot is removed and re-added when its text is not empty. A need keeps the
 * priority it had in step 3, so fixing a typo in a custom need does not reset it.
 */
function resaveSlots<T extends { id: string }>(
  items: T[],
  slotIds: readonly string[],
  names: readonly string[],
  create: (id: string, name: string, previous: T | undefined) => T,
): T[] {
  const kept = items.filter((item) => !slotIds.includes(item.id));
  const slots = slotIds.flatMap((id, index) => {
    const name = (names[index] ?? '').trim();
    return name
      ? [
          create(
            id,
            name,
            items.find((item) => item.id === id),
          ),
        ]
      : [];
  });
  return [...kept, ...slots];
}

/**
 * The builder's chosen strengths and needs (spec §3 Builder state). Kept in the browser so
 * a reload loses nothing, and saved to the server by the builder sync.
 */
export const useBuilderStore = create<BuilderState>()(
  persist(
    (set) => ({
      strengths: [],
      needs: [],
      toggleStrength: (strength) =>
        set((state) => ({
          strengths: state.strengths.some((chosen) => chosen.id === strength.id)
            ? without(state.strengths, strength.id)
            : [...state.strengths, { id: strength.id, name: strength.name }],
        })),
      toggleNeed: (need) =>
        set((state) => ({
          needs: state.needs.some((chosen) => chosen.id === need.id)
            ? without(state.needs, need.id)
            : [
                ...state.needs,
                {
                  id: need.id,
                  name: need.name,
                  category: need.category,
                  priority: DEFAULT_NEED_PRIORITY,
                },
              ],
        })),
      setNeedPriority: (id, priority) =>
        set((state) => ({
          needs: state.needs.map((need) => (need.id === id ? { ...need, priority } : need)),
        })),
      removeNeed: (id) => set((state) => ({ needs: without(state.needs, id) })),
      saveCustomStrengths: (names) =>
        set((state) => ({
          strengths: resaveSlots(state.strengths, CUSTOM_STRENGTH_IDS, names, (id, name) => ({
            id,
            name,
          })),
        })),
      saveCustomNeeds: (names) =>
        set((state) => ({
          needs: resaveSlots(state.needs, CUSTOM_NEED_IDS, names, (id, name, previous) => ({
            id,
            name,
            category: null,
            priority: previous?.priority ?? DEFAULT_NEED_PRIORITY,
          })),
        })),
      reset: () => set({ strengths: [], needs: [] }),
      replace: ({ strengths, needs }) => set({ strengths, needs }),
    }),
    {
      name: 'trellis-builder',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ strengths, needs }) => ({ strengths, needs }),
    },
  ),
);

/** The text of each custom slot, in slot order ('' for an empty slot). */
export function customSlotNames(items: { id: string; name: string }[], slotIds: readonly string[]) {
  return slotIds.map((id) => items.find((item) => item.id === id)?.name ?? '');
}
