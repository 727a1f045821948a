/** True when PostgreSQL refused a write because a unique index already holds the value. */
export function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '23505';
}

/** The constraint (or unique index) PostgreSQL named in refusing a write, if any. */
export function constraintOf(error: unknown): string | undefined {
  return (error as { constraint?: string } | null)?.constraint;
}

/** True when PostgreSQL refused a write because a row it refers to (by `column`) is gone. */
export function isForeignKeyViolation(error: unknown, column: string): boolean {
  const failure = error as { code?: string; detail?: string } | null;
  return failure?.code === '23503' && !!failure.detail?.includes(`(${column})`);
}
