import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { StudentPlan } from '@trellis/shared/student-plans';
import { paths } from '../../config/paths';

/**
 * Shown in the dialog once a student is added (new or started from another plan): the new
 * plan is already the builder's current one, so the next step is usually to open it there.
 */
export function CreatedOffer({ plan, onClose }: { plan: StudentPlan; onClose(): void }) {
  const navigate = useNavigate();
  const open = useRef<HTMLButtonElement>(null);
  // The form that had focus is gone: start on the offer itself.
  useEffect(() => open.current?.focus(), []);
  return (
    <>
      <Modal.Body>
        <p className="mb-0" role="status">
          <strong>{plan.label}</strong> is added to My Students. Open the plan in the builder to
          choose strengths, needs and accommodations.
        </p>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Stay on My Students
        </Button>
        <Button ref={open} onClick={() => void navigate(paths.students.builder(plan.id))}>
          Open in builder
        </Button>
      </Modal.Footer>
    </>
  );
}
