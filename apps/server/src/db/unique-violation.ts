/** Whether a failed insert or update hit a unique index (PostgreSQL error 23505), directly or as drizzle's cause. */
export function isUniqueViolation(error: unknown): boolean {
  const { code, cause } = (error ?? {}) as { code?: string; cause?: { code?: string } };
  return (code ?? cause?.code) === '23505';
}
