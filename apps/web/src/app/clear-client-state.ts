import { useCartStore } from '../features/plan/cart-store';

/** Spec §4: sign-out and auth errors clear every client state area kept in the browser. */
export function clearClientState() {
  useCartStore.getState().clear();
}
