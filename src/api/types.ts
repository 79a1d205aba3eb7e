/** The client's own view of the service's data: what the rest of the extension works with. */

export interface LinkGroup {
  id: string;
  name: string;
}

export interface Link {
  id: string;
  /** Empty when the service has none. */
  title: string;
  domain: string;
  backHalf: string;
  /** Always an http(s) URL (checked by the parser). */
  shortLink: string;
  /** Always an http(s) URL (checked by the parser). */
  destination: string;
  group: LinkGroup | null;
  /** Epoch ms, or null when the service sent no readable date. */
  createdAt: number | null;
  updatedAt: number | null;
}

export interface Pagination {
  currentPage: number;
  totalPages: number;
  total: number;
  perPage: number;
}

export interface LinkPage {
  links: Link[];
  pagination: Pagination;
  /** Items the service sent that could not be read (left out, counted so the UI can say so). */
  skipped: number;
}

/** What a create sends. */
export interface NewLink {
  url: string;
  title?: string;
  /** Empty or absent: the service's default domain. */
  domain?: string;
}

/** What an update may change; absent members are left as they are. `groupId: null` removes the group. */
export interface LinkChanges {
  title?: string;
  backHalf?: string;
  destination?: string;
  groupId?: string | null;
}

/**
 * Every way a call can fail, as a value the UI can word. No member ever holds the API key.
 */
export type ApiFailure =
  | { kind: 'unauthorized' }
  | { kind: 'not-found' }
  | { kind: 'validation'; message: string; fields: Record<string, string[]> }
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  | { kind: 'server'; status: number }
  | { kind: 'offline' }
  | { kind: 'timeout' }
  | { kind: 'unexpected'; reason: UnexpectedReason; status?: number; message?: string };

export type UnexpectedReason = 'html' | 'not-json' | 'not-envelope' | 'error-status' | 'redirect' | 'status';

export type Result<T, E = ApiFailure> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });
