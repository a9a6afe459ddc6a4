import type { PoolClient } from 'pg';

/**
 * Runs `work` in one transaction on `client`, then releases the client; a client whose
 * transaction failed is closed rather than handed to the next caller (its connection may be gone).
 */
export async function inTransaction<T>(client: PoolClient, work: () => Promise<T>): Promise<T> {
  let failure: Error | undefined;
  try {
    await client.query('BEGIN');
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    failure = error as Error;
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release(failure);
  }
}
