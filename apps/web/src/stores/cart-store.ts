import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { PlanItem } from '@trellis/shared/builder';
import { STUDENT_PLAN_MAX_ITEMS } from '@trellis/shared/student-plans';

export type { PlanItem } from '@trellis/shared/builder';

interface CartState {
  items: PlanItem[];
  add(item: PlanItem): void;
  remove(key: string): void;
  clear(): void;
  /** Puts a saved plan in place of this one (loading the user's plan from the server). */
  replace(items: PlanItem[]): void;
}

/** The plan being built (spec §3 Cart). Unique by key; kept in the browser so a reload loses nothing. */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      add: (item) =>
        set((state) =>
          state.items.some((existing) => existing.key === item.key) ||
          state.items.length >= STUDENT_PLAN_MAX_ITEMS
            ? state
            : { items: [...state.items, { key: item.key, title: item.title }] },
        ),
      remove: (key) => set((state) => ({ items: state.items.filter((item) => item.key !== key) })),
      clear: () => set({ items: [] }),
      replace: (items) => set({ items }),
    }),
    { name: 'trellis-cart', storage: createJSONStorage(() => localStorage) },
  ),
);

/** Whether the plan holds the accommodation with this key. */
export function useInPlan(key: string): boolean {
  return useCartStore((state) => state.items.some((item) => item.key === key));
}
