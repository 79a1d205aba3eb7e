/**
 * Every zod schema of the shared contract and stored values, and the service's wire schemas, each
 * used once: built (at their modules' import or on first use, whichever the code does) and run.
 */
import { readAccounts, readKeys } from '../../../src/shared/accounts/accounts-schema';
import { readJob, readProgress } from '../../../src/shared/links/bulk-job';
import { isStoredLink, readHead } from '../../../src/shared/links/head-schema';
import { readJournalEntry } from '../../../src/shared/links/journal-entry';
import { readPresets } from '../../../src/shared/links/presets-schema';
import { readTombstones } from '../../../src/shared/links/tombstones';
import { requestSchema } from '../../../src/shared/messages/contract';
import { readSettings } from '../../../src/shared/settings/settings-schema';
import { readLink, wire } from '../../../src/background/api/schemas';

export function buildAllSchemas(): unknown[] {
  return [
    readAccounts({}),
    readKeys({}),
    readJob({}),
    readProgress({}),
    isStoredLink({}),
    readHead({}),
    readJournalEntry({}),
    readPresets({}),
    readTombstones({}),
    requestSchema.safeParse({ type: 'status' }).success,
    readSettings({}),
    wire().envelope.safeParse({}).success,
    wire().error.safeParse({}).success,
    readLink({}),
  ];
}
