import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { LogEntry, PlanLogResponse } from '@trellis/shared/delivery-log';
import { LogForm } from '../../components/delivery-log/log-form';
import { useSaveLog } from './api/plan-log';

type Voice = 'me' | 'student';

/** The entries the form prefills from: the reader's own, and for an editor the student's view. */
function ownEntries(log: PlanLogResponse): LogEntry[] {
  return log.entries.filter((entry) =>
    entry.role === 'student' ? log.canLog === 'all' : entry.mine,
  );
}

/**
 * "Log delivery" for readers who may log: an implementer their own items, an owner or editor
 * any item, as themselves or entering the student's own view. A save reads the log again,
 * so the figures above include it.
 */
export function LogSection({ planId, log }: { planId: string; log: PlanLogResponse }) {
  const id = useId();
  const save = useSaveLog(planId);
  const [voice, setVoice] = useState<Voice>('me');
  const editor = log.canLog === 'all';
  const studentView = editor && voice === 'student';
  const loggable = new Set(log.loggableItems);
  const items = log.items.filter((item) => loggable.has(item.key));

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-5 d-print-none" id="log-delivery">
      <h2 id={`${id}-heading`} className="h4">
        Log delivery
      </h2>
      {editor && (
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">Whose answers</legend>
          <Form.Check
            type="radio"
            id={`${id}-me`}
            name={`${id}-voice`}
            label="Log as me"
            checked={voice === 'me'}
            onChange={() => setVoice('me')}
          />
          <Form.Check
            type="radio"
            id={`${id}-student`}
            name={`${id}-voice`}
            label="Add the student’s view"
            checked={voice === 'student'}
            onChange={() => setVoice('student')}
          />
        </fieldset>
      )}
      {items.length === 0 ? (
        <p>None of your accommodations are in this plan now, so there is nothing to log.</p>
      ) : (
        <LogForm
          // A fresh form for each voice: the answers of one are never sent as the other's.
          key={voice}
          items={items}
          entries={ownEntries(log)}
          today={log.today}
          studentView={studentView}
          heading={studentView ? 'Log the student’s view' : undefined}
          headingLevel={3}
          onSave={(body) => save.mutateAsync(body)}
        />
      )}
    </section>
  );
}
