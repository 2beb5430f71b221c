import { z } from 'zod';
import { safeText } from './text';
import { AUTH_MESSAGES, EMAIL_MAX, EMAIL_PATTERN, NAME_MAX } from './auth';
import { PRODUCT_NAME } from './product';

/** Most students an estimate covers (spec §9). */
export const STUDENTS_MAX = 1_000_000;
/** School, address, city and state are 1 to 128 characters (spec §9). */
export const ADDRESS_MAX = 128;
/** ZIP codes are 1 to 5 characters (spec §9). */
export const ZIP_MAX = 5;

/** The sales e-mail's subject (spec §7: the product name is part of it). */
export const ESTIMATE_SUBJECT = `${PRODUCT_NAME}: School District Estimate Request`;

/**
 * The students count as the form reads it: a whole number, anything non-numeric counting
 * as 0 (spec §5), never below 0.
 */
export function studentsFrom(input: unknown): number {
  const value =
    typeof input === 'number'
      ? input
      : Number(
          String(input ?? '')
            .replace(/,/g, '')
            .trim(),
        );
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.floor(value);
}

/**
 * The yearly price in dollars (spec §9): 0 for no students, otherwise
 * floor(600 + students / 5000 × 500 + 0.4 × students). The two per-student terms add up to
 * exactly half a dollar per student, so it is computed as 600 + floor(students / 2) in
 * whole numbers, free of floating-point error (123,456 students: $62,328, not $62,327).
 */
export function estimatePrice(students: unknown): number {
  const count = studentsFrom(students);
  return count === 0 ? 0 : 600 + Math.floor(count / 2);
}

/** A price as the form and the e-mail show it: `$62,328.00`. */
export function formatDollars(dollars: number): string {
  return `$${dollars.toLocaleString('en-US')}.00`;
}

const required = (max: number) =>
  safeText({ error: AUTH_MESSAGES.required })
    .trim()
    .min(1, AUTH_MESSAGES.required)
    .max(max, `Must be at most ${max} characters`);

/** `POST /api/v1/estimate-requests`: the district estimate form (spec §5). */
export const EstimateRequestBodySchema = z.object({
  firstName: required(NAME_MAX),
  lastName: required(NAME_MAX),
  email: safeText({ error: AUTH_MESSAGES.required })
    .trim()
    .min(1, AUTH_MESSAGES.required)
    .max(EMAIL_MAX, AUTH_MESSAGES.invalidEmailAddress)
    .regex(EMAIL_PATTERN, AUTH_MESSAGES.invalidEmailAddress),
  phone: required(NAME_MAX),
  schoolName: required(ADDRESS_MAX),
  address1: required(ADDRESS_MAX),
  address2: safeText().trim().max(ADDRESS_MAX, `Must be at most ${ADDRESS_MAX} characters`),
  city: required(ADDRESS_MAX),
  state: required(ADDRESS_MAX),
  zipCode: required(ZIP_MAX),
  students: z
    .int('Enter a whole number of students')
    .min(0, 'Enter a whole number of students')
    .max(STUDENTS_MAX, `At most ${STUDENTS_MAX.toLocaleString('en-US')} students`),
});
/** The estimate form's fields. */
export type EstimateRequestBody = z.infer<typeof EstimateRequestBodySchema>;

/** `POST /api/v1/estimate-requests` answer: the estimate the server computed and stored. */
export const EstimateResponseSchema = z.object({
  success: z.literal(true),
  estimate: z.int(),
});
