import { useEffect, useState } from 'react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { SuccessResponseSchema } from '@trellis/shared/auth';
import { SESSION_ABSOLUTE_HOURS, SESSION_IDLE_MINUTES } from '@trellis/shared/session-limits';
import { SIGN_IN_ALERT_KEY, useAlertsStore } from '../components/alerts/alerts-store';
import { meQueryKey, useMe, useServerClockOffset } from '../hooks/use-me';
import { apiRequest } from '../lib/api-client';
import { lastServerActivity, onSessionEnded } from '../lib/server-activity';

const MINUTE = 60_000;
/** The warning appears this long before the session would end. */
const WARNING_MS = 2 * MINUTE;
// The server records use at most once a minute, so count the idle limit a minute short.
const IDLE_MS = (SESSION_IDLE_MINUTES - 1) * MINUTE;

/**
 * Leaves the signed-in pages with `notice` waiting on the sign-in page, where the signed-in
 * guard now sends the user (remembering the page they were on).
 */
function returnToSignIn(queryClient: QueryClient, notice: string) {
  useAlertsStore.getState().setAlert(SIGN_IN_ALERT_KEY, { alertType: 'info', title: notice });
  queryClient.setQueryData(meQueryKey, null);
}

/** Why the session is about to end: an idle hour can be extended, the 12-hour limit cannot. */
type Warning = 'idle' | 'limit' | null;

/**
 * Watches the signed-in session. Two minutes before an idle hour would end it, offers 'Stay
 * signed in'. Two minutes before the 12-hour limit, which nothing extends, says so once and
 * offers to sign in again at once (WCAG 2.2.1: the user chooses the moment). When it ends,
 * returns to sign-in with a notice. Client stores (builder, plan) are kept, so the work is
 * still there after signing in again.
 */
export function SessionWatch() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [warning, setWarning] = useState<Warning>(null);
  // The limit's warning, once dismissed, stays away for that session (the limit is still the
  // limit); a new session's limit warns again.
  const [dismissedLimit, setDismissedLimit] = useState<string | null>(null);
  const session = me.data?.session ?? null;
  const clockOffset = useServerClockOffset();

  useEffect(() => {
    const end = () => {
      setWarning(null);
      returnToSignIn(queryClient, 'Your session has ended. Please sign in again.');
    };
    const stopListening = onSessionEnded(() => {
      if (queryClient.getQueryData(meQueryKey)) end();
    });
    if (session === null) return stopListening;
    // The absolute end in this browser's clock: the server's expiry moved by how far the
    // server's clock is ahead of this one. A laptop set hours ahead (or behind) would
    // otherwise end the session at once (or never warn).
    const absoluteEnd = Date.parse(session.expiresAt) - clockOffset;
    const tick = () => {
      const idleEnd = lastServerActivity() + IDLE_MS;
      const left = Math.min(idleEnd, absoluteEnd) - Date.now();
      if (left <= 0) end();
      else if (left > WARNING_MS) setWarning(null);
      else if (absoluteEnd <= idleEnd) {
        setWarning(dismissedLimit === session.expiresAt ? null : 'limit');
      } else setWarning('idle');
    };
    tick();
    const timer = window.setInterval(tick, 5_000);
    return () => {
      window.clearInterval(timer);
      stopListening();
    };
  }, [session, clockOffset, queryClient, dismissedLimit]);

  const staySignedIn = () => {
    setWarning(null);
    void me.refetch();
  };
  const dismissLimit = () => {
    setDismissedLimit(session?.expiresAt ?? null);
    setWarning(null);
  };
  const signInAgainNow = async () => {
    // The old session is revoked first; a failure changes nothing, as it ends in minutes.
    await apiRequest<typeof SuccessResponseSchema>('/auth/logout', { method: 'POST' }).catch(
      () => undefined,
    );
    setWarning(null);
    returnToSignIn(queryClient, 'Sign in again to go on. Your work is kept.');
  };

  if (warning === 'limit') {
    return (
      <Modal show onHide={dismissLimit} centered aria-labelledby="session-warning-title">
        <Modal.Header>
          <Modal.Title id="session-warning-title" as="h2" className="h5">
            Your session ends in two minutes
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          For your students' privacy, a session lasts at most {SESSION_ABSOLUTE_HOURS} hours, and
          this one cannot be extended. Your work is kept: sign in again now, or when Trellis asks.
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={dismissLimit}>
            Not now
          </Button>
          <Button onClick={() => void signInAgainNow()}>Sign in again now</Button>
        </Modal.Footer>
      </Modal>
    );
  }
  return (
    <Modal
      show={warning === 'idle'}
      onHide={staySignedIn}
      centered
      aria-labelledby="session-warning-title"
    >
      <Modal.Header>
        <Modal.Title id="session-warning-title" as="h2" className="h5">
          Your session is about to end
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        For your students' privacy, Trellis signs you out after an hour without activity. Your work
        is kept either way.
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={staySignedIn}>Stay signed in</Button>
      </Modal.Footer>
    </Modal>
  );
}
