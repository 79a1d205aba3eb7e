/** *Redirect a link here*'s requests (src/background/actions/point-link.ts), part of the contract (./contract.ts). */
import * as z from 'zod/mini';

const id = z.string().check(z.minLength(1), z.maxLength(200));
/** The link store's account the page's links belong to: refused (`account-changed`) once another is current. */
const linksAccount = z.string().check(z.minLength(1), z.maxLength(64));

export const pointRequests = [
  /** The picker's choices: the current account's kept links and its pins. */
  z.object({ type: z.literal('pointChoices') }),
  /** Points the link (one of `account`'s kept links, else refused unsent) at `destination`: an edit of it alone. */
  z.object({
    type: z.literal('pointLink'),
    id,
    account: linksAccount,
    destination: z.string().check(z.maxLength(8000)),
    privateConfirmed: z.optional(z.boolean()),
  }),
  /** The current account's pins (the manager's row menus say Pin or Unpin). */
  z.object({ type: z.literal('pins') }),
  /** Pins (or unpins) one of the account's links: first in the picker. */
  z.object({ type: z.literal('pinLink'), id, account: linksAccount, pinned: z.boolean() }),
] as const;
