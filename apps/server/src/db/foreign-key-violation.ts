/**
 * Whether a failed insert or update pointed at a row that does not exist (PostgreSQL error
 * 23503), directly or as drizzle's cause; with `constraint`, only a violation of that one.
 */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const direct = (error ?? {}) as { code?: string; constraint?: string; cause?: unknown };
  const violation = direct.code ? direct : ((direct.cause ?? {}) as typeof direct);
  return (
    violation.code === '23503' && (constraint === undefined || violation.constraint === constraint)
  );
}
