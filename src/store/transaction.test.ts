// afterCommit's contract: hooks run after a commit of transact(), never after a rollback, and
// asking for one on a transaction transact() did not open is an error, not a silent loss.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeStores, startService, type TestService } from '../../test/harness.js';
import { afterCommit, transact } from './transaction.js';

describeStores('afterCommit', (kind) => {
  let service: TestService;
  beforeAll(async () => {
    service = await startService(kind);
  });
  afterAll(() => service.close());

  it('runs its hook once the transaction commits, and not when it rolls back', async () => {
    const ran: string[] = [];
    await transact(service, async (trx) => afterCommit(trx, () => ran.push('committed')));
    await expect(
      transact(service, async (trx) => {
        afterCommit(trx, () => ran.push('rolled back'));
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(ran).toEqual(['committed']);
  });

  it('throws on a transaction transact() did not open, where the hook would never run', async () => {
    await expect(service.store.db.transaction().execute(async (trx) => afterCommit(trx, () => {}))).rejects.toThrow(/transact\(\)/);
  });
});
