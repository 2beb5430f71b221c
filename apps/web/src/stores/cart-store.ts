import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** One accommodation in the plan (the cart), identified by its key such as L12. */
export interface PlanItem {
  key: string;
  title: string;
}

interface CartState {
  items: PlanItem[];
  add(item: PlanItem): void;
  remove(key: string): void;
  clear(): void;
}

/** The plan being built. Unique by key; kept in the browser so a reload loses nothing. */
export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      items: [],
      add: (item) =>
        set((state) =>
          state.items.some((existing) => existing.key === item.key)
            ? state
            : { items: [...state.items, item] },
        ),
      remove: (key) => set((state) => ({ items: state.items.filter((item) => item.key !== key) })),
      clear: () => set({ items: [] }),
    }),
    { name: 'trellis-cart', storage: createJSONStorage(() => localStorage) },
  ),
);
