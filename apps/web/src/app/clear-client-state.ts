import { useAlertsStore } from '../components/alerts/alerts-store';
import { useCartStore } from '../features/plan/cart-store';
import { useDistrictCodeStore } from '../features/register/district-code-store';

/** Spec §4: sign-out and auth errors clear every client state area kept in the browser. */
export function clearClientState() {
  useCartStore.getState().clear();
  useAlertsStore.getState().clearAlerts();
  useDistrictCodeStore.getState().release();
}
