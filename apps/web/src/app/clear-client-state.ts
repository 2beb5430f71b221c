import { useAlertsStore } from '../components/alerts/alerts-store';
import { useDetailModalStore } from '../stores/detail-modal-store';
import { useBuilderStore } from '../stores/builder-store';
import { clearSyncMeta, stopBuilderSync } from '../stores/builder-sync';
import { useCartStore } from '../stores/cart-store';
import { useDistrictCodeStore } from '../features/register/district-code-store';

/** Spec §4: sign-out and auth errors clear every client state area kept in the browser. */
export function clearClientState() {
  // First, so emptying the stores below is not saved as the user's new state.
  stopBuilderSync();
  useBuilderStore.getState().reset();
  useCartStore.getState().clear();
  clearSyncMeta();
  useDetailModalStore.getState().reset();
  useAlertsStore.getState().clearAlerts();
  useDistrictCodeStore.getState().release();
  // The export preference (print the label as Student Name) stays: it belongs to the
  // browser, names no student, and the next user sees the checkbox before any export.
}
