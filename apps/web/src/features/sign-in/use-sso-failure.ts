import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSsoErrorCode, SSO_ERROR_MESSAGES } from '@trellis/shared/sso-providers';
import { useAlertsStore } from '../../components/alerts/alerts-store';

/** The query parameter a failed single sign-on comes back with (`paths.ssoFailed`). */
const PARAM = 'sso';

/**
 * A single sign-on that ended without a session comes back to the sign-in page with
 * `?sso=<code>`: its message goes into the page's alert (role alert, so it is announced), and
 * the parameter leaves the address at once so a reload or a shared link does not repeat it.
 * Unknown codes only leave the address.
 */
export function useSsoFailureAlert(alertKey: string) {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const code = new URLSearchParams(search).get(PARAM);

  useEffect(() => {
    if (code === null) return;
    if (isSsoErrorCode(code)) {
      useAlertsStore.getState().setAlert(alertKey, {
        alertType: 'danger',
        title: 'There was an error signing in:',
        errors: [SSO_ERROR_MESSAGES[code]],
      });
    }
    const rest = new URLSearchParams(search);
    rest.delete(PARAM);
    const kept = rest.size > 0 ? `?${rest.toString()}` : '';
    // Runs once per arriving code: this navigation removes it, so the next run stops above.
    void navigate({ pathname, search: kept, hash }, { replace: true, state: state as unknown });
  }, [code, alertKey, pathname, search, hash, state, navigate]);
}
