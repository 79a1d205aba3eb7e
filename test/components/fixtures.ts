/** What the component tests hand their components: links as the API client makes them, a status, and the background's answers. */
import { vi } from 'vitest';
import { browser } from 'wxt/browser';
import type { Link } from '../../src/shared/types';
import type { RecentLinks } from '../../src/pages/popup/use-recent-links';
import { EMPTY_PRESETS } from '../../src/shared/links/presets';
import { DEFAULT_SERVICE_URL } from '../../src/shared/manifest';
import type { Reply, RequestType, Status } from '../../src/shared/messages/contract';
import type { PolicyView } from '../../src/shared/policy/policy';
import { DEFAULT_SETTINGS } from '../../src/shared/settings/settings';

/** What the background reports when no managed policy is set. */
export const NO_POLICY_VIEW: PolicyView = {
  locked: [],
  accountLocks: {},
  managedAccounts: [],
  allowUserAccounts: true,
};

/** A link as src/background/api hands it to the pages; `id` also makes its back half and short link. */
export function aLink(id: string, more: Partial<Link> = {}): Link {
  return {
    id,
    title: `Title ${id}`,
    domain: 'zd.lc',
    backHalf: id,
    shortLink: `https://zd.lc/${id}`,
    destination: `https://example.com/${id}`,
    group: null,
    createdAt: null,
    updatedAt: null,
    ...more,
  };
}

/** A title and a destination that would be markup if anything rendered them as HTML. */
/** The popup's recent links as the list is handed them: loaded and ready, every action a mock. */
export function recentLinks(more: Partial<RecentLinks> = {}): RecentLinks {
  const links = more.links ?? [];
  return {
    links,
    account: 'acct-1',
    total: links.length,
    loading: false,
    error: null,
    skipped: 0,
    hasMore: false,
    loadMore: vi.fn(),
    refresh: vi.fn(),
    put: vi.fn(),
    drop: vi.fn(),
    state: 'ready',
    pointer: { onPointerEnter: () => {}, onPointerLeave: () => {} },
    ...more,
  };
}

export const HOSTILE_TITLE = '<img src=x onerror="alert(1)"><b>bold</b>';

/**
 * The background's answers, by request type: every message the page sends goes to the spy
 * returned (its calls are what the page asked for); a type without an answer fails as 'internal'.
 */
export function answer(replies: {
  [T in RequestType]?: Reply<T> | ((request: { type: T }) => Reply<T> | Promise<Reply<T>>);
}) {
  return vi.spyOn(browser.runtime, 'sendMessage').mockImplementation((async (request: { type: RequestType }) => {
    const reply = replies[request.type];
    if (reply === undefined) return { ok: false, error: { kind: 'internal' } };
    return typeof reply === 'function' ? (reply as (r: unknown) => unknown)(request) : reply;
  }) as never);
}

/** What the options page knows of the configuration: one account with a key, no policy. */
export function aStatus(more: Partial<Status> = {}): Status {
  return {
    settings: { ...DEFAULT_SETTINGS },
    accounts: [
      { id: 'a1', name: 'Work', serviceUrl: DEFAULT_SERVICE_URL, defaultDomain: '', hasKey: true, keyHint: '1a2b' },
    ],
    currentAccountId: 'a1',
    hasKey: true,
    keyHint: '1a2b',
    recentDomains: [],
    presets: EMPTY_PRESETS,
    policy: NO_POLICY_VIEW,
    ...more,
  };
}
