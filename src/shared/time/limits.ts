/**
 * Every time limit, pace, cap and window of the link store, the sync, recovery, the list engine and
 * the requests, in one table (docs/link-store.md#the-table-of-limits). Units are in the names.
 * Times the service gave (`created_at`, `updated_at`) are compared with the service's times, or
 * allow CLOCK_SKEW_MS where only the local clock is at hand.
 * A window that must cover others is computed from them, never chosen beside them
 * (docs/link-store.md#the-derived-limits); test/unit/shared/time/limits.test.ts states each inequality.
 */

// ── Clocks ───────────────────────────────────────────────────────────────────────────────────────
/** How far the local clock may be off the service's, either way: every window that compares a service time with a local one allows this. */
export const CLOCK_SKEW_MS = 5 * 60_000;

// ── Requests ─────────────────────────────────────────────────────────────────────────────────────
/** The service's documented rate limit: requests a second per key. */
export const SERVICE_RATE_PER_S = 50;
/** How long Chrome lets a service worker's fetch run before it stops the worker. */
export const WORKER_FETCH_LIMIT_MS = 30_000;
/** How long Chrome lets a service worker sit idle (a timer is not activity) before it stops it. */
export const WORKER_IDLE_LIMIT_MS = 30_000;
/**
 * The longest a background action (menu, shortcut, address bar) waits out rate limiting: within
 * the worker's idle limit, so a longer wait is said in a notification instead of dying silently.
 */
export const MAX_RATE_WAIT_MS = WORKER_IDLE_LIMIT_MS - 5_000;
/** One request's timeout: well below the worker's fetch limit, so a timeout is ours to report. */
export const REQUEST_TIMEOUT_MS = 12_000;
/** Requests a second once the burst is spent: under the service's limit, with room for the sync. */
export const REQUEST_RATE_PER_S = 40;
/** Requests that may start at once before the rate applies: RATE + BURST stays at the service's limit. */
export const REQUEST_BURST = SERVICE_RATE_PER_S - REQUEST_RATE_PER_S;
/** Tries of a read (GET) before its failure is the user's. */
export const READ_ATTEMPTS = 3;
/** The longest Retry-After a read waits out before it gives the failure to the user instead. */
export const READ_MAX_WAIT_MS = 8_000;

// ── The store ────────────────────────────────────────────────────────────────────────────────────
/**
 * How long a deletion is remembered (a tombstone). A list requested before the delete answers
 * within REQUEST_TIMEOUT_MS, a worker holds a fetch for minutes at most, a lagging replica trails
 * writes by seconds to minutes: an hour outlives them all, and keeps the set small.
 */
export const TOMBSTONE_MS = 60 * 60_000;
/** The most links one delete may name: the manager selects up to this many (the message contract holds it). */
export const MAX_DELETE_IDS = 10_000;
/**
 * Tombstones kept at most (the oldest forgotten first, never one of the delete that adds them): an
 * answer requested before a deletion never brings its link back while its tombstone is kept,
 * however late it arrives. Two of the largest deletes, back to back, keep every tombstone (about
 * 40 bytes each: under 1 MB at the most).
 */
export const MAX_TOMBSTONES = 2 * MAX_DELETE_IDS;
/**
 * Pauses between tries of an account database's open that failed: about 2 s in all before an
 * action says storage cannot be reached (a busy disk or a browser hiccup passes; a broken one does not).
 */
export const STORAGE_OPEN_BACKOFF_MS = [100, 400, 1_500] as const;
/**
 * Pauses between tries of a removal whose write failed (a full disk): meanwhile it is a pending
 * removal that every read honours, and every later write of the account carries it too.
 */
export const REMOVAL_RETRY_MS = [1_000, 5_000, 30_000, 120_000] as const;
/**
 * How far a read replica may trail the writes, and so how long this extension's own write outranks
 * a read: a list served by a lagging replica misses a link made, or shows the version before an
 * edit, for seconds to minutes.
 */
export const REPLICA_GRACE_MS = 5 * 60_000;
/**
 * How long a link known only from the full mirror is trusted for "already shortened" without
 * asking: one edited or deleted elsewhere stays until the daily full pass.
 */
export const MIRROR_TRUST_MS = 10 * 60_000;
/** Links for one destination confirmed by id at most before an action makes a new one. */
export const MAX_CONFIRMS = 3;

// ── Recovery of a lost answer ────────────────────────────────────────────────────────────────────
/** How long after an attempt ended its link may still be missing from reads: re-read until then. */
export const RECOVERY_BOUND_MS = 9_000;
/** Pauses between recovery reads: short first (most lag is brief), then longer. */
export const RECOVERY_BACKOFF_MS = [500, 1_000, 2_000, 3_000] as const;
/**
 * Long after an attempt ended the lag is past: a read without its link proves none was made. Covers
 * the replica's lag and a clock that moved by the skew since the attempt.
 */
export const SETTLED_AFTER_MS = REPLICA_GRACE_MS + CLOCK_SKEW_MS;
/** Pages read at most while looking for a lost create's link, before saying it cannot tell. */
export const RECOVERY_MAX_PAGES = 40;
/** How long a finished action's journal entry is kept: for a retry whose answer was lost on the way to the page. */
export const JOURNAL_TTL_MS = 5 * 60_000;

// ── The sync ─────────────────────────────────────────────────────────────────────────────────────
/** Between two sync request starts: at most half the service's limit (25 a second, 40 ms). */
export const SYNC_PACE_MS = 1000 / (SERVICE_RATE_PER_S / 2);
/** Pages (or confirmations) in flight at once during a full pass. */
export const SYNC_IN_FLIGHT = 2;
/** The longest wait between two tries of a waiting sync. */
export const SYNC_MAX_BACKOFF_MS = 60_000;
/** A full pass at least this often: it notices links deleted elsewhere. */
export const FULL_SYNC_EVERY_MS = 24 * 60 * 60_000;
/** Links a full pass did not list, confirmed by id at most per pass (24 s at the sync's pace). */
export const CONFIRM_PER_PASS = 600;
/** Candidates confirmed between two saves of the progress. */
export const CONFIRM_BATCH = 30;
/**
 * Links created this shortly before a pass began (by the local clock) are not confirmed: a replica
 * up to REPLICA_GRACE_MS behind may not know them yet, and its 404 would not mean gone. Compared
 * with the service's `created_at`, so it also covers a local clock CLOCK_SKEW_MS ahead.
 */
export const SYNC_SETTLE_MS = REPLICA_GRACE_MS + CLOCK_SKEW_MS;

// ── Pages told of changes ────────────────────────────────────────────────────────────────────────
/** Notices of changed links at most this often per account: a list making 40 a second is told once a second. */
export const NOTICE_GAP_MS = 1000;

// ── Pages ────────────────────────────────────────────────────────────────────────────────────────
/** The options page's "Saved." stays this long after a change saved as made: long enough to see, gone before the next. */
export const SAVED_SHOWN_MS = 2_500;
/** How long *Undo* is offered after a link was pointed at another page: time to read it and change one's mind. */
export const POINT_UNDO_MS = 10_000;
/** How long the page's menu's *Redirect a short link here…* waits for the manager it opened to take it up: a panel that failed to open leaves no late surprise. */
export const POINT_REQUEST_MS = 60_000;

// ── Shortening a list ────────────────────────────────────────────────────────────────────────────
/** Addresses in flight at once: the pace, not the lanes, bounds the rate. */
export const LIST_LANES = 32;
/** The list's progress projection is written at most this often while it runs (the dialog watches it). */
export const LIST_PROGRESS_EVERY_MS = 1000;
/** Tries of one address after failures that may pass (offline, 5xx); a 429 is waited out without counting. */
export const LIST_MAX_TRIES = 4;
/** A 429 this many times in a row for one address: given up on, the list goes on. */
export const LIST_MAX_THROTTLED = 20;
/** The whole list job (up to 5,000 entries) is saved at most this often while it runs, besides its start, cancel and end: between two, each address's journal entry settles it on resume. */
export const LIST_FULL_SAVE_MS = 5000;

// ── Pages' parts ─────────────────────────────────────────────────────────────────────────────────
/** Pauses before a part's code that failed to load is tried again (a brief network or disk hiccup); after the last the part says so in place, with a button. */
export const PART_LOAD_BACKOFF_MS = [250, 1_000] as const;
