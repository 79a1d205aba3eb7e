/**
 * A site rule applied to an address: the one place a rule changes what is sent, whoever asks (the
 * popup, the menus, the shortcut, the address bar, a list and its preview). Its tracking and
 * extra-parameter choices over the user's, then its campaign preset, else the one the user picked.
 * The canonical address needs the page: the background reads it first (prepare-by-rule.ts). Pure.
 */
import { isTrackingKey, stripParams } from '../links/tracking';
import { applyPreset } from '../links/utm';
import type { Preset } from '../links/presets';
import type { SiteRule } from './rule';

export interface OwnChoices {
  /** The user's own "remove tracking parameters". */
  stripTracking: boolean;
  /** The campaign presets, where the rule's is found. */
  presets: readonly Preset[];
  /** The preset the user picked (a list's): used when the rule sets none. */
  picked?: Preset | null;
}

export interface RuledAddress {
  url: string;
  /** Parameters removed, by name. */
  stripped: string[];
  /** The campaign preset applied (null: none). */
  campaign: Preset | null;
}

/** `rule`: the one that matches the address (null: none, the user's own choices alone). */
export function underRule(url: string, rule: SiteRule | null, own: OwnChoices): RuledAddress {
  const tracking = rule?.stripTracking ?? own.stripTracking;
  const extra = rule?.stripParams ?? [];
  const clean =
    tracking || extra.length
      ? stripParams(url, (key) => (tracking && isTrackingKey(key)) || extra.includes(key.toLowerCase()))
      : { url, stripped: [] };
  // A rule's preset deleted since: the address goes as if the rule set none.
  const ruled = rule?.presetId ? own.presets.find((p) => p.id === rule.presetId) : undefined;
  const campaign = ruled ?? own.picked ?? null;
  return { url: campaign ? applyPreset(clean.url, campaign) : clean.url, stripped: clean.stripped, campaign };
}
