/**
 * Which account the extension acts for: the service's origin and a fingerprint of the key (a
 * SHA-256 prefix, never the key itself). A new key or service is a new account, with a store of
 * its own; nothing of the old one is shown or reused under it.
 */
import { NO_ACCOUNT } from './head';

const memo = new Map<string, string>();

export async function accountOf(serviceUrl: string, apiKey: string | null): Promise<string> {
  if (!apiKey) return NO_ACCOUNT;
  const input = `${serviceUrl}\n${apiKey}`;
  const known = memo.get(input);
  if (known) return known;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(input)));
  const id = [...digest.slice(0, 8)].map((b) => b.toString(16).padStart(2, '0')).join('');
  memo.clear(); // one account at a time: never more than one key's fingerprint input in memory
  memo.set(input, id);
  return id;
}
