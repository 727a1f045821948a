import { type DataSource } from 'typeorm';

/** How many credit ledger rows a user has: a refusal before any hold leaves it as it was. */
export async function ledgerRowCount(db: DataSource, userId: string): Promise<number> {
  const [{ n }] = await db.query(
    'SELECT count(*)::int AS n FROM credit_ledger WHERE user_id = $1',
    [userId],
  );
  return n as number;
}
