import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { SESSION_IDLE_MINUTES } from '@trellis/shared/session';
import { SIGN_IN_ALERT_KEY, useAlertsStore } from '../components/alerts/alerts-store';
import { meQueryKey, useMe, useServerClockOffset } from '../hooks/use-me';
import { lastServerActivity, onSessionEnded } from '../lib/server-activity';

const MINUTE = 60_000;
/** The warning appears this long before the session would end. */
const WARNING_MS = 2 * MINUTE;
// The server records use at most once a minute, so count the idle limit a minute short.
const IDLE_MS = (SESSION_IDLE_MINUTES - 1) * MINUTE;

/**
 * Watches the signed-in session: two minutes before it would end offers 'Stay signed in';
 * when it ends, returns to sign-in with a notice. Client stores (builder, plan) are kept,
 * so the work is still there after signing in again.
 */
export function SessionWatch() {
  const me = useMe();
  const queryClient = useQueryClient();
  const [warning, setWarning] = useState(false);
  const session = me.data?.session ?? null;
  const clockOffset = useServerClockOffset();

  useEffect(() => {
    const end = () => {
      setWarning(false);
      // The notice waits on the sign-in page, where the signed-in guard now sends the user
      // (remembering the page they were on).
      useAlertsStore.getState().setAlert(SIGN_IN_ALERT_KEY, {
        alertType: 'info',
        title: 'Your session has ended. Please sign in again.',
      });
      queryClient.setQueryData(meQueryKey, null);
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
      const deadline = Math.min(lastServerActivity() + IDLE_MS, absoluteEnd);
      const left = deadline - Date.now();
      if (left <= 0) end();
      else setWarning(left <= WARNING_MS);
    };
    tick();
    const timer = window.setInterval(tick, 5_000);
    return () => {
      window.clearInterval(timer);
      stopListening();
    };
  }, [session, clockOffset, queryClient]);

  const staySignedIn = () => {
    setWarning(false);
    void me.refetch();
  };

  return (
    <Modal show={warning} onHide={staySignedIn} centered aria-labelledby="session-warning-title">
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
