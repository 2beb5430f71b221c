// PostgreSQL's constraint errors, as both engines report them: directly or as drizzle's cause.

interface PgError {
  code?: string;
  constraint?: string;
}

function pgErrorOf(error: unknown): PgError {
  const direct = (error ?? {}) as PgError & { cause?: unknown };
  return direct.code ? direct : ((direct.cause ?? {}) as PgError);
}

/** Whether a failed insert or update hit a unique index (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return pgErrorOf(error).code === '23505';
}

/**
 * Whether a failed insert or update pointed at a row that does not exist (23503); with
 * `constraint`, only a violation of that one.
 */
export function isForeignKeyViolation(error: unknown, constraint?: string): boolean {
  const violation = pgErrorOf(error);
  return (
    violation.code === '23503' && (constraint === undefined || violation.constraint === constraint)
  );
}
