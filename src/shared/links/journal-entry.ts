/**
 * One shortening action's entry in its account's journal (the account's database, `journal`
 * store): written as the request leaves (its intent), then with its outcome. A restart reads the
 * journal, so an action whose answer was lost is looked for on the service, never sent again on
 * its own. Pure: the shape and its schema.
 */
import * as z from 'zod/mini';
import { linkSchemas } from './head-schema';
import { once } from '../once';

/** Built at its first use, as the link's own (./head-schema.ts). */
const journalEntrySchema = once(() =>
  z.object({
    account: z.string(),
    url: z.string(),
    /** When the create was sent (local clock). */
    startedAt: z.number(),
    /** Known once the service answered the create. */
    link: z.optional(linkSchemas().link),
    /** When the create failed in a way that does not prove nothing was made (a lost answer, a 5xx). */
    failedAt: z.optional(z.number()),
    /** When the action finished (its link answered to the user, or the user gave up on it). */
    doneAt: z.optional(z.number()),
    /** The user chose to make a new link instead of waiting for this one to show. */
    abandoned: z.optional(z.boolean()),
  }),
);
export type JournalEntry = z.infer<ReturnType<typeof journalEntrySchema>>;

/** What storage held, if it is an entry: a corrupt one is none (its action looks for its link again). */
export const readJournalEntry = (raw: unknown): JournalEntry | null => journalEntrySchema().safeParse(raw).data ?? null;
