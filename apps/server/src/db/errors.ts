/**
 * Whether an error is PostgreSQL's unique violation (23505), of one index when `constraint` is
 * given. Drizzle wraps driver errors, so the code may sit in `cause`.
 */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return constraint === undefined || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Whether an error is PostgreSQL's exclusion violation (23P01), of one constraint when
 * `constraint` is given (hotel reservations: hotel_reservations_no_overlap).
 */
export function isExclusionViolation(err: unknown, constraint?: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23P01') return constraint === undefined || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}
