import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import {
  EstimateRequestBodySchema,
  STUDENTS_MAX,
  estimatePrice,
  formatDollars,
  studentsFrom,
} from '@trellis/shared/estimate';
import { BusyButton } from '../../components/busy-button';
import { focusElement } from '../../components/focus-after-removal';
import { PageHeading } from '../../components/page-heading';
import { TextField } from '../../components/text-field';
import { useAnnouncedChange } from '../../components/use-announced-change';
import { useDebouncedValue } from '../../hooks/use-debounced-value';
import { useSiteInfo } from '../../hooks/use-site-info';
import { applyServerErrors } from '../../lib/form-errors';
import { useRequestEstimate } from './api/request-estimate';

// The form keeps the students box as typed; non-numeric text counts as 0 (spec §5). What
// the form hands on is the request body, the count a number.
const EstimateFormSchema = EstimateRequestBodySchema.extend({
  students: z
    .string()
    .refine(
      (value) => studentsFrom(value) <= STUDENTS_MAX,
      `At most ${STUDENTS_MAX.toLocaleString('en-US')} students`,
    )
    .transform(studentsFrom)
    .pipe(EstimateRequestBodySchema.shape.students),
});
type EstimateForm = z.input<typeof EstimateFormSchema>;

type TextFieldName = Exclude<keyof EstimateForm, 'students'>;

const ACCOUNT_FIELDS: [TextFieldName, string, boolean, string?][] = [
  ['firstName', 'First Name', true, 'given-name'],
  ['lastName', 'Last Name', true, 'family-name'],
  ['email', 'Email', true, 'email'],
  ['phone', 'Phone', true, 'tel'],
];
const SCHOOL_FIELDS: [TextFieldName, string, boolean, string?][] = [
  ['schoolName', 'School or District Name', true, 'organization'],
  ['address1', 'Address', true, 'address-line1'],
  ['address2', 'Address Line 2', false, 'address-line2'],
  ['city', 'City', true, 'address-level2'],
  ['state', 'State', true, 'address-level1'],
  ['zipCode', 'ZIP Code', true, 'postal-code'],
];

const FIELDS: (keyof EstimateForm)[] = [
  ...[...ACCOUNT_FIELDS, ...SCHOOL_FIELDS].map(([name]) => name),
  'students',
];

const SENT_TITLE = 'Estimate Request Sent!';
const SENT_TEXT =
  'Your request for an estimate has been received. A representative will be in contact with you soon.';

/** How long typing in the students box pauses before the new estimate is read out. */
const PRICE_SAID_AFTER_MS = 500;

/**
 * What the page becomes once the request is sent. The form and its focused button are gone:
 * the outcome's heading takes the focus, so a screen reader reads it and Tab goes on from it.
 */
function SentNotice() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (heading.current) focusElement(heading.current);
  }, []);
  return (
    <section className="py-4 narrow-page">
      <PageHeading>School District Estimate</PageHeading>
      <div className="alert alert-success">
        <h2 ref={heading} tabIndex={-1} className="alert-heading h5">
          {SENT_TITLE}
        </h2>
        {SENT_TEXT}
      </div>
    </section>
  );
}

/**
 * /register/district — the school district estimate request (spec §2, §5): the estimate
 * follows the students count as it is typed; the server computes it again and stores the
 * request before e-mailing sales.
 */
export function EstimatePage() {
  const site = useSiteInfo();
  const send = useRequestEstimate();
  const form = useForm({
    resolver: zodResolver(EstimateFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      schoolName: '',
      address1: '',
      address2: '',
      city: '',
      state: '',
      zipCode: '',
      students: '',
    },
  });
  const { errors } = form.formState;
  const students = useWatch({ control: form.control, name: 'students' });
  const price = formatDollars(estimatePrice(students));
  // The estimate follows the students box; a read-only field's new value is not read out by
  // itself, so it is said once typing pauses (not at every key).
  const settledPrice = useDebouncedValue(price, PRICE_SAID_AFTER_MS);
  useAnnouncedChange(`Estimated Price per Year: ${settledPrice}`);
  // While the request is sent the fields keep their values (and the focus stays where it is,
  // which a disabled fieldset would drop).
  const sending = send.isPending;

  const onSubmit = form.handleSubmit((body) =>
    send.mutate(body, { onError: (error) => applyServerErrors(error, form.setError, FIELDS) }),
  );

  const field = ([name, label, required, autoComplete]: (typeof ACCOUNT_FIELDS)[number]) => (
    <Col md={6} key={name}>
      <TextField
        label={label}
        requiredMarker={required}
        autoComplete={autoComplete}
        error={errors[name]?.message}
        readOnly={sending}
        {...form.register(name)}
      />
    </Col>
  );

  if (send.isSuccess) return <SentNotice />;

  return (
    <section className="py-4">
      <PageHeading>School District Estimate</PageHeading>
      <p className="lead">
        A district licence covers every teacher and specialist in your schools, with support. Tell
        us about your school or district and we will send a quote; the estimate below updates as you
        enter the number of students.
      </p>
      {send.isError && (
        <Alert variant="danger" role="alert">
          Error! There was a problem sending your estimate request. Please try again or call{' '}
          {site?.supportPhone ?? 'us'} for assistance.
        </Alert>
      )}
      <Form noValidate onSubmit={onSubmit}>
        <h2 className="h5">Account Information</h2>
        <Row>{ACCOUNT_FIELDS.map(field)}</Row>
        <h2 className="h5 mt-2">School / District Information</h2>
        <Row>{SCHOOL_FIELDS.map(field)}</Row>
        <Row className="align-items-end">
          <Col md={6}>
            <TextField
              label="Number of Students"
              inputMode="numeric"
              error={errors.students?.message}
              readOnly={sending}
              {...form.register('students')}
            />
          </Col>
          <Col md={6}>
            <Form.Group className="mb-3" controlId="estimate-price">
              <Form.Label>Estimated Price per Year</Form.Label>
              <Form.Control readOnly value={price} />
            </Form.Group>
          </Col>
        </Row>
        <BusyButton type="submit" size="lg" busy={sending} busyLabel="Sending...">
          Request Estimate
        </BusyButton>
      </Form>
    </section>
  );
}
