import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Row from 'react-bootstrap/Row';
import type { Colleague } from '@trellis/shared/plan-export';
import {
  SHARE_ROLES,
  SharePlanBodySchema,
  type PlanShare,
  type PlanSummary,
  type ShareRole,
} from '@trellis/shared/student-plans';
import { KeyedAlert } from '../../components/alerts/keyed-alert';
import { useAlertsStore } from '../../components/alerts/alerts-store';
import { LoadingIndicator } from '../../components/loading-indicator';
import { useMe } from '../../hooks/use-me';
import { usePlan } from '../../hooks/use-plans';
import { applyServerErrors } from '../../lib/form-errors';
import { colleaguesQuery, useSharePlan, useUnsharePlan } from './api/plans';
import { SelectField } from '../../components/form-fields';
import { failureAlert } from './server-error-alert';

const ALERT_KEY = 'planShare';
const FIELDS = ['userId', 'role'] as const;
const TITLE_ID = 'plan-share-title';

const ROLE_NAMES: Record<ShareRole, string> = { editor: 'Can edit', viewer: 'Can view only' };
const ROLE_VERBS: Record<ShareRole, string> = { editor: 'edit', viewer: 'view' };

const fullName = (person: Colleague) => `${person.firstName} ${person.lastName}`;

function SharesList({
  plan,
  shares,
  onRemoved,
}: {
  plan: PlanSummary;
  shares: PlanShare[];
  onRemoved(): void;
}) {
  const unshare = useUnsharePlan();
  const { setAlert, removeAlert } = useAlertsStore.getState();
  if (shares.length === 0) {
    return <p className="text-body-secondary">Not shared with anyone yet.</p>;
  }
  const remove = (share: PlanShare) => {
    if (unshare.isPending) return;
    removeAlert(ALERT_KEY);
    unshare.mutate(
      { id: plan.id, userId: share.userId },
      {
        onSuccess: () => {
          setAlert(ALERT_KEY, {
            alertType: 'success',
            title: `${share.name} no longer has the plan of ${plan.label}.`,
          });
          onRemoved();
        },
        onError: (error) =>
          setAlert(ALERT_KEY, failureAlert(`${share.name} could not be removed.`, null, error)),
      },
    );
  };
  return (
    <ul className="list-unstyled mb-0">
      {shares.map((share) => (
        <li
          key={share.userId}
          className="d-flex flex-wrap align-items-center justify-content-between gap-2 py-2 border-bottom"
        >
          <span>
            {share.name} <span className="text-body-secondary">({share.email})</span>
            <span className="d-block small">{ROLE_NAMES[share.role]}</span>
          </span>
          <Button
            variant="outline-danger"
            size="sm"
            aria-label={`Remove ${share.name}`}
            aria-disabled={unshare.isPending || undefined}
            onClick={() => remove(share)}
          >
            Remove
          </Button>
        </li>
      ))}
    </ul>
  );
}

/** Share with a colleague of the district, as editor or viewer; who has it, with Remove. */
function ShareForm({ plan }: { plan: PlanSummary }) {
  const colleagues = useQuery(colleaguesQuery);
  const full = usePlan(plan.id);
  const share = useSharePlan();
  const form = useForm({
    resolver: zodResolver(SharePlanBodySchema),
    defaultValues: { userId: '', role: 'editor' as ShareRole },
  });
  const { errors } = form.formState;
  const { setAlert, removeAlert } = useAlertsStore.getState();

  if (colleagues.isPending || full.isPending) return <LoadingIndicator />;
  if (colleagues.isError || full.isError) {
    return (
      <p role="alert">The colleagues of your district could not be loaded. Please try again.</p>
    );
  }
  const shares = full.data.shares;
  const roleOf = new Map(shares.map((entry) => [entry.userId, entry.role]));

  const onSubmit = form.handleSubmit((body) => {
    if (share.isPending) return;
    removeAlert(ALERT_KEY);
    const colleague = colleagues.data.find((person) => person.id === body.userId);
    share.mutate(
      { id: plan.id, body },
      {
        onSuccess: () => {
          setAlert(ALERT_KEY, {
            alertType: 'success',
            title: `${colleague ? fullName(colleague) : 'Your colleague'} can now ${ROLE_VERBS[body.role]} the plan of ${plan.label}.`,
          });
          form.reset();
        },
        onError: (error) => {
          const rest = applyServerErrors(error, form.setError, FIELDS);
          setAlert(ALERT_KEY, failureAlert('The plan could not be shared.', rest, error));
        },
      },
    );
  });

  return (
    <>
      {colleagues.data.length === 0 ? (
        <p>
          No colleagues from your district have Trellis accounts yet. Once they do, you can share
          this plan with them here.
        </p>
      ) : (
        <Form onSubmit={onSubmit} noValidate className="mb-4">
          <Row className="align-items-end">
            <Col sm={7}>
              <SelectField
                label="Colleague"
                error={errors.userId?.message}
                {...form.register('userId')}
              >
                <option value="">Choose a colleague</option>
                {colleagues.data.map((person) => {
                  const role = roleOf.get(person.id);
                  return (
                    <option key={person.id} value={person.id}>
                      {person.lastName}, {person.firstName}
                      {role ? ` (${ROLE_NAMES[role].toLowerCase()})` : ''}
                    </option>
                  );
                })}
              </SelectField>
            </Col>
            <Col sm={5}>
              <SelectField label="Access" error={errors.role?.message} {...form.register('role')}>
                {SHARE_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_NAMES[role]}
                  </option>
                ))}
              </SelectField>
            </Col>
          </Row>
          <Form.Text className="d-block mb-2">
            Sharing again with someone who has the plan changes what they can do.
          </Form.Text>
          <Button type="submit" aria-disabled={share.isPending || undefined}>
            {share.isPending ? 'Sharing...' : 'Share'}
          </Button>
        </Form>
      )}
      <h3 className="h6">People who have this plan</h3>
      <SharesList plan={plan} shares={shares} onRemoved={() => form.setFocus('userId')} />
    </>
  );
}

/**
 * Share (owners only): colleagues from `GET /plan/personnel`, a role each
 * (`PUT /plans/:id/shares`), and the current shares with Remove. An individual licence has
 * no district, so there is no one to share with: the dialog says so.
 */
export function ShareDialog({
  show,
  plan,
  onClose,
  onExited,
}: {
  show: boolean;
  plan: PlanSummary;
  onClose(): void;
  onExited(): void;
}) {
  const user = useMe().data?.user;
  return (
    <Modal
      show={show}
      onHide={onClose}
      onExited={() => {
        useAlertsStore.getState().removeAlert(ALERT_KEY);
        onExited();
      }}
      restoreFocus={false}
      aria-labelledby={TITLE_ID}
    >
      <Modal.Header closeButton>
        <Modal.Title id={TITLE_ID} as="h2" className="h5">
          Share the plan of {plan.label}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <KeyedAlert alertKey={ALERT_KEY} />
        {user?.district ? (
          <ShareForm plan={plan} />
        ) : (
          <p className="mb-0">
            Plans are shared between colleagues of one school district. Your account is an
            individual licence, not part of a district, so your plans stay yours alone.
          </p>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>
          Close
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
