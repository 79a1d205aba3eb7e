/**
 * The one contract between the extension's pages and its background: every request type, its
 * schema (checked by the background before anything runs) and what it answers. Expected failures
 * come back as values (`{ ok: false, error }`), never as thrown strings.
 */
import { MAX_DELETE_IDS } from '../time/limits';
import * as z from 'zod/mini';
import type { Link, LinkGroup, LinkPage, Result } from '../types';
import type { Settings } from '../settings/settings';
import { settingsPatch } from '../settings/settings-schema';
import type { PresetState } from '../links/presets';
import { presetListSchema } from '../links/presets-schema';
import type { SyncState } from '../links/sync-state';
import type { PolicyView } from '../policy/policy';
import { MAX_BULK, type BulkJob } from '../links/bulk-job';
import type { Failure } from '../failures';
import { ruleListSchema } from '../rules/rule-schema';
import type { SiteRulesState } from '../rules/rule';
import { isQrStyle, type QrStyle } from '../qr/qr-style';
import type { PreparedUrl } from './prepared-url';
import { pointRequests } from './point-requests';
import type { PointChoices } from '../links/pins';

const text = (max: number) => z.string().check(z.maxLength(max));
const id = z.string().check(z.minLength(1), z.maxLength(200));
const accountId = z.string().check(z.minLength(1), z.maxLength(64));
/**
 * The link store's account a page's links belong to (SyncState.account: a fingerprint, never the
 * key). Every request that acts on an account's data names it; the background refuses it
 * (`account-changed`) once another account is current.
 */
const linksAccount = z.string().check(z.minLength(1), z.maxLength(64));

export const requestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('status') }),
  z.object({
    type: z.literal('saveSettings'),
    settings: settingsPatch,
    /** A new key, or null to remove it; absent leaves the key as it is. */
    apiKey: z.optional(z.nullable(text(500))),
  }),
  /** Checks a service and key: those given, else the account's (`accountId`), else the current account's. */
  z.object({
    type: z.literal('verify'),
    serviceUrl: z.optional(text(2000)),
    apiKey: z.optional(text(500)),
    accountId: z.optional(accountId),
  }),
  /** A new account (named from its service when the name is empty); the current one if there was none. Null: no key yet. */
  z.object({
    type: z.literal('addAccount'),
    name: text(200),
    serviceUrl: text(2000),
    defaultDomain: z.optional(text(253)),
    apiKey: z.nullable(text(500)),
  }),
  z.object({
    type: z.literal('updateAccount'),
    id: accountId,
    changes: z.object({
      name: z.optional(text(200)),
      serviceUrl: z.optional(text(2000)),
      defaultDomain: z.optional(text(253)),
      defaultGroupId: z.optional(text(200)),
      /** A new key, or null to remove the account's key. */
      apiKey: z.optional(z.nullable(text(500))),
    }),
  }),
  z.object({ type: z.literal('removeAccount'), id: accountId }),
  /** The account the popup, the menu and the shortcut act for. */
  z.object({ type: z.literal('switchAccount'), id: accountId }),
  z.object({
    type: z.literal('listLinks'),
    page: z.number().check(z.int(), z.positive()),
    perPage: z.number().check(z.int(), z.positive(), z.maximum(30)),
  }),
  z.object({
    type: z.literal('shorten'),
    url: text(8000),
    title: z.optional(text(1000)),
    domain: z.optional(text(253)),
    backHalf: z.optional(text(64)),
    /** One per user action: a repeat with the same id never makes a second link. */
    actionId: id,
    /** Answer a link already known for this URL instead of making a new one. */
    reuseKnown: z.boolean(),
    /** Asked from a private window: its link joins the recent links only if the user chose so. */
    privateWindow: z.optional(z.boolean()),
    /**
     * "Make a new one anyway", after 'unverified': every unfinished earlier action for this URL
     * (this account) is given up on, so none is looked for again. This action, under its own
     * new id, still makes at most one link (a retry of it looks for its link as usual).
     */
    abandonUnconfirmed: z.optional(z.boolean()),
    /** The user saw this address and asked for it: a local or private one is shortened too (src/shared/links/exposure.ts). */
    privateConfirmed: z.optional(z.boolean()),
    /** "Shorten once without it": the site rule that matches the address is not applied (src/background/rules/). */
    withoutRule: z.optional(z.boolean()),
  }),
  /**
   * The popup just opened: the active tab's URL prepared (canonical address, tracking parameters)
   * and, with auto-shorten on, shortened under this action id (src/background/actions/open-tab.ts).
   */
  z.object({ type: z.literal('openTab'), actionId: id }),
  /** A pasted address prepared as a page's would be (its site rule, tracking parameters), before the popup shortens it. */
  z.object({ type: z.literal('prepareAddress'), url: text(8000) }),
  /**
   * Shorten all tabs of the window (the popup's): the selected ones when several are, each tab an
   * action of its own under this id (src/background/actions/shorten-tabs.ts). Pages already shortened keep their link.
   */
  z.object({ type: z.literal('shortenTabs'), actionId: id, windowId: z.optional(z.number().check(z.int())) }),
  z.object({
    type: z.literal('updateLink'),
    id,
    /** The account the page showed the link for: refused (`account-changed`) once it is not the current one. */
    account: linksAccount,
    changes: z.object({
      title: z.optional(text(1000)),
      backHalf: z.optional(text(64)),
      destination: z.optional(text(8000)),
      groupId: z.optional(z.nullable(text(200))),
    }),
    /** The user saw the new destination's local or private host and asked for it (as for shorten). */
    privateConfirmed: z.optional(z.boolean()),
  }),
  ...pointRequests,
  /** The campaign presets, the whole list as edited: refused unless every preset is valid. */
  z.object({ type: z.literal('savePresets'), presets: presetListSchema }),
  /** The preset picked in the popup's form (null: none), remembered for next time. */
  z.object({ type: z.literal('choosePreset'), id: z.nullable(text(64)) }),
  /** The groups seen on the account's links (the service has no list of groups): the current account's, or `accountId`'s (a site rule's). */
  z.object({ type: z.literal('linkGroups'), accountId: z.optional(accountId) }),
  /** Start (or resume) syncing the account's full mirror; `full` asks for a full pass (deletions elsewhere). Answers where it stands at once. */
  z.object({ type: z.literal('syncLinks'), full: z.optional(z.boolean()) }),
  /**
   * Shorten a list (src/background/actions/list-engine.ts): the addresses found in it, the planned URLs of the
   * local or private ones the user ticked, the campaign preset and group to apply (group absent:
   * the default one). Answers the job at once; its progress is in its storage item.
   */
  z.object({
    type: z.literal('bulkStart'),
    addresses: z.array(text(8000)).check(z.minLength(1), z.maxLength(MAX_BULK)),
    confirmed: z.array(text(8000)).check(z.maxLength(MAX_BULK)),
    /** The lines without a web address: not sent, kept in the job so its results count every line. */
    unread: z.optional(
      z
        .array(z.object({ input: text(8000), reason: z.enum(['not-web-address', 'other-scheme', 'too-long']) }))
        .check(z.maxLength(MAX_BULK)),
    ),
    presetId: z.nullable(text(64)),
    groupId: z.optional(z.nullable(text(200))),
    account: linksAccount,
    /** Started from a private window: its links join the recent links only if the user chose so. */
    privateWindow: z.optional(z.boolean()),
  }),
  /** The site rules (src/shared/rules/), and whether a policy locks them. */
  z.object({ type: z.literal('siteRules') }),
  /** The whole list of site rules, as edited: refused unless every rule is valid. */
  z.object({ type: z.literal('saveSiteRules'), rules: ruleListSchema }),
  /** The current account's last QR code style (its defaults where none was kept); keeps one. */
  z.object({ type: z.literal('qrStyle') }),
  z.object({ type: z.literal('saveQrStyle'), style: z.custom<QrStyle>(isQrStyle) }),
  /** Stop the account's list: what was made stays. */
  z.object({ type: z.literal('bulkCancel'), account: linksAccount }),
  /** The account's list (null: none), resumed if the worker had stopped. */
  z.object({ type: z.literal('bulkStatus'), account: linksAccount }),
  /**
   * Delete these links on the service (and then locally, only those the service deleted or no
   * longer had); `account` as for updateLink.
   */
  z.object({
    type: z.literal('deleteLinks'),
    ids: z.array(id).check(z.minLength(1), z.maxLength(MAX_DELETE_IDS)),
    account: linksAccount,
  }),
]);

export type Request = z.infer<typeof requestSchema>;
export type RequestType = Request['type'];
export type RequestOf<T extends RequestType> = Extract<Request, { type: T }>;

/** What a page may know of an account: never its key, at most the key's last four characters. */
export interface AccountView {
  id: string;
  name: string;
  serviceUrl: string;
  defaultDomain: string;
  hasKey: boolean;
  keyHint: string | null;
}

/** What the pages may know of the configuration: never the key itself. */
export interface Status {
  /** The effective settings: the preferences with the current account's service, domain and group. */
  settings: Settings;
  accounts: AccountView[];
  /** Null: no account ("not configured"). */
  currentAccountId: string | null;
  hasKey: boolean;
  /** Last four characters of the key, for "key ending in …". */
  keyHint: string | null;
  /** Domains the user chose lately, most recent first. */
  recentDomains: string[];
  /** The campaign presets and the last one picked. */
  presets: PresetState;
  /** What an administrator's policy locks and manages (names only): src/shared/policy. */
  policy: PolicyView;
  /** A saved key was dropped (its service address is no longer accepted) and no account has a key yet: ask for it again. */
  keyDropped?: true;
}

export interface ShortenOutcome {
  link: Link;
  /** The link was already known for this URL (nothing was created). */
  reused: boolean;
  /** An earlier, interrupted try of this action had made the link: it was found, not made again. */
  recovered?: boolean;
  /** The link was made, but the wanted back half was refused (kept for the user to fix). */
  backHalfError?: Failure;
  /** The link was made, but putting it in the default group failed (the link is kept). */
  groupError?: Failure;
  /** The site rule applied, by its pattern. */
  rule?: string;
  /** That rule is the administrator's, locked: nothing offers to set it aside. */
  ruleLocked?: boolean;
  /** The rule's account, when it is not the current one: the link is in that account's links only. */
  elsewhere?: { id: string; name: string };
}

export type { PreparedUrl } from './prepared-url';

/** What a shortening asks for: the shorten request without its action. */
export type ShortenInput = Omit<RequestOf<'shorten'>, 'type' | 'actionId'>;

/** The popup's opening, as the background did it: nulls where the tab cannot be shortened, or auto-shorten is off. */
export interface Opened {
  prepared: PreparedUrl | null;
  /** What was shortened (the prepared URL, the tab's title), and the shortening's reply. */
  input: ShortenInput | null;
  shortened: Result<ShortenOutcome, Failure> | null;
  /** The page's own short link (option on, same site): copied instead of making one; nothing was shortened. */
  siteLink?: string | null;
  /** The campaign preset applied on opening (option on), by name. */
  campaign?: string | null;
}

/** One tab of "shorten all tabs": what was sent, under which action id (a confirmation reuses it), and the reply. */
export interface TabShortened {
  input: ShortenInput;
  actionId: string;
  reply: Result<ShortenOutcome, Failure>;
}

export interface Replies {
  status: Status;
  saveSettings: Status;
  verify: { total: number };
  addAccount: Status;
  updateAccount: Status;
  removeAccount: Status;
  switchAccount: Status;
  /** A page of links, and the account (link store fingerprint) they belong to. */
  listLinks: LinkPage & { account: string };
  shorten: ShortenOutcome;
  updateLink: Link;
  pointChoices: PointChoices;
  pointLink: Link;
  pins: { account: string; pins: string[] };
  /** The pins as kept now. */
  pinLink: string[];
  savePresets: PresetState;
  choosePreset: PresetState;
  linkGroups: LinkGroup[];
  openTab: Opened;
  prepareAddress: PreparedUrl;
  shortenTabs: TabShortened[];
  syncLinks: SyncState;
  bulkStart: BulkJob;
  bulkCancel: BulkJob | null;
  bulkStatus: BulkJob | null;
  deleteLinks: DeleteOutcome;
  siteRules: SiteRulesState;
  saveSiteRules: SiteRulesState;
  qrStyle: QrStyle;
  saveQrStyle: QrStyle;
}

/** What a delete did, link by link: nothing is removed locally that the service did not delete. */
export interface DeleteOutcome {
  /** Deleted by the service now. */
  deleted: string[];
  /** The service no longer had them (404): removed locally, and said so. */
  gone: string[];
  /** Not deleted: kept, with why. */
  failed: { id: string; error: Failure }[];
}

export type { AccountFailureReason, Failure } from '../failures';

export type Reply<T extends RequestType> = Result<Replies[T], Failure>;
