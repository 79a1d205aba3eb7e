/**
 * A list's entries as its job starts: each address under its site rule (its campaign over the one
 * picked for the list, its cleaning), planned by the function the manager's preview uses, so what
 * the user saw is what is sent; credentials and unticked private addresses refused, lines without
 * an address kept as not shortened.
 */
import { planAddresses } from '../../shared/links/bulk-input';
import type { BulkEntry, UnreadLine } from '../../shared/links/bulk-job';
import { loadPresets } from '../links/presets';
import { loadRules } from '../rules/rules-store';

/** What the dialog asked for (`BulkStart` in ./list-engine.ts). */
interface Asked {
  addresses: string[];
  confirmed: string[];
  unread?: UnreadLine[];
  presetId: string | null;
}

export async function planEntries(input: Asked, stripTracking: boolean): Promise<BulkEntry[]> {
  const [{ presets }, { rules }] = await Promise.all([loadPresets(), loadRules()]);
  const preset = presets.find((p) => p.id === input.presetId) ?? null;
  const confirmed = new Set(input.confirmed);
  const entries = planAddresses(input.addresses, { stripTracking, preset, rules, presets }).map(
    ({ input: given, url, credentials, privateHost, duplicates }): BulkEntry => {
      const entry = { input: given, url, ...(duplicates ? { repeats: duplicates } : {}) };
      if (credentials) return { ...entry, state: 'refused', failure: { kind: 'credentials-in-url' } };
      if (privateHost && !confirmed.has(url))
        return { ...entry, state: 'refused', failure: { kind: 'private-address', host: privateHost } };
      return { ...entry, state: 'pending', ...(privateHost ? { confirmed: true } : {}) };
    },
  );
  for (const line of input.unread ?? [])
    entries.push({ input: line.input, url: '', state: 'refused', unread: line.reason });
  return entries;
}
