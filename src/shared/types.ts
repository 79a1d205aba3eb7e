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

/** The extension's names for what a service field message can be about (never the wire's names). */
export type LinkField = 'url' | 'domain' | 'title' | 'backHalf' | 'destination' | 'groupId';

/** The service's field messages by the extension's field names; fields the client does not know go under 'other'. */
export type FieldMessages = Partial<Record<LinkField | 'other', string[]>>;

/**
 * Every way a call can fail, as a value the UI can word. No member ever holds the API key.
 * Service text (`message`, field messages) is cleaned of control characters and bounded.
 */
export type ApiFailure =
  | { kind: 'unauthorized' }
  /** The key holds characters an HTTP header cannot carry: nothing was sent. */
  | { kind: 'invalid-key' }
  | { kind: 'not-found' }
  /** The list answered 404: the configured address is not a PrettyURL service. */
  | { kind: 'not-service' }
  | { kind: 'validation'; message: string; fields: FieldMessages }
  /** Any other 4xx (409, 405, 410...): the service's own message, empty when it sent none. */
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'rate-limited'; retryAfterSeconds: number | null }
  | { kind: 'server'; status: number; retryAfterSeconds: number | null }
  | { kind: 'offline' }
  | { kind: 'timeout' }
  | { kind: 'unexpected'; reason: UnexpectedReason; status?: number; message?: string };

export type UnexpectedReason = 'html' | 'not-json' | 'not-envelope' | 'error-status' | 'redirect' | 'status';

export type Result<T, E = ApiFailure> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <E>(error: E): { ok: false; error: E } => ({ ok: false, error });
