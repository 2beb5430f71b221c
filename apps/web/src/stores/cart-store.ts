import { STUDENT_PLAN_MAX_ITEMS } from '@trellis/shared/plan-limits';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { PlanItem } from '@trellis/shared/builder';
import type { ItemDetails } from '@trellis/shared/item-details';

export type { PlanItem } from '@trellis/shared/builder';

interface CartState {
  items: PlanItem[];
  /** Ids of the plan review's warnings the team chose to keep as they are. */
  reviewKept: string[];
  add(item: PlanItem): void;
  remove(key: string): void;
  clear(): void;
  /** An item's implementation details; undefined goes back to the library's defaults. */
  setDetails(key: string, details: ItemDetails | undefined): void;
  /**
   * Keeps a review warning as it is (it stays quiet), or takes it back. With `current`, the
   * ids of every warning the plan raises now (open or kept), kept ids of warnings that are
   * gone are dropped, so the list never grows toward the server's limit.
   */
  keepWarning(id: string, current?: ReadonlySet<string>): void;
  unkeepWarning(id: string): void;
  /** Puts a saved plan in place of this one (loading the user's plan from the server). */
  replace(items: PlanItem[], reviewKept?: string[]): void;
}

/** The plan being built (spec §3 Cart). Unique by key; kept in the browser so a reload loses nothing. */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      reviewKept: [],
      add: (item) =>
        set((state) =>
          state.items.some((existing) => existing.key === item.key) ||
          state.items.length >= STUDENT_PLAN_MAX_ITEMS
            ? state
            : { items: [...state.items, { key: item.key, title: item.title }] },
        ),
      remove: (key) => set((state) => ({ items: state.items.filter((item) => item.key !== key) })),
      clear: () => set({ items: [], reviewKept: [] }),
      setDetails: (key, details) =>
        set((state) => ({
          items: state.items.map((item) => {
            if (item.key !== key) return item;
            const { details: _old, ...rest } = item;
            return details ? { ...rest, details } : rest;
          }),
        })),
      keepWarning: (id, current) =>
        set((state) => {
          const still = current
            ? state.reviewKept.filter((kept) => kept !== id && current.has(kept))
            : state.reviewKept.filter((kept) => kept !== id);
          const reviewKept = [...still, id];
          const same =
            reviewKept.length === state.reviewKept.length &&
            reviewKept.every((kept) => state.reviewKept.includes(kept));
          return same ? state : { reviewKept };
        }),
      unkeepWarning: (id) =>
        set((state) => ({ reviewKept: state.reviewKept.filter((kept) => kept !== id) })),
      replace: (items, reviewKept = []) => set({ items, reviewKept }),
    }),
    {
      name: 'trellis-cart',
      storage: createJSONStorage(() => localStorage),
      // Plans saved before the review existed have no kept warnings.
      merge: (persisted, current) => ({
        ...current,
        ...(persisted as Partial<CartState>),
        reviewKept: (persisted as Partial<CartState> | undefined)?.reviewKept ?? [],
      }),
    },
  ),
);

/** Whether the plan holds the accommodation with this key. */
export function useInPlan(key: string): boolean {
  return useCartStore((state) => state.items.some((item) => item.key === key));
}
