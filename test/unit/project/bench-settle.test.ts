/** The benchmark waits for the sync to settle by the background's own resume alarm (test/bench/settle.ts). */
import { expect, it } from 'vitest';
import { RESUME_ALARM } from '../../../src/background/sync/sync-service';
import { SYNC_RESUME_ALARM } from '../../bench/settle';

it("the bench waits on the sync's resume alarm, by the name the background gives it", () => {
  expect(SYNC_RESUME_ALARM).toBe(RESUME_ALARM);
});
