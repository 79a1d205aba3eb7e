/**
 * The settings' zod schemas: one per member, so a corrupt stored member costs only itself (it reads
 * as its default), and a page's patch is refused unless every member is known and valid. The
 * background reads storage through these; the popup reads what the background wrote with plain
 * checks of the same rules (src/pages/popup/first-frame.ts).
 */
import * as z from 'zod/mini';
import { isCopyFormat, type CopyFormat } from '../links/clip';
import { checkDomain } from '../links/domain';
import { isMastodonInstance, isShareTargetList, type ShareTarget } from '../share/share-targets';
import { checkServiceUrl } from './service-url';
import { DEFAULT_SETTINGS, GROUP_ID_MAX, type Settings } from './settings';

/** A short domain as stored: a host name, or empty for the service's default. */
export const domainSchema = z.string().check(z.refine((v) => checkDomain(v) === null));
export const serviceUrlSchema = z.string().check(z.refine((v) => checkServiceUrl(v).ok));
export const groupIdSchema = z.string().check(z.maxLength(GROUP_ID_MAX));

/** One schema per member: a new preference is one line here and one in DEFAULT_SETTINGS. */
export const settingMembers: { [K in keyof Settings]: z.ZodMiniType<Settings[K]> } = {
  serviceUrl: serviceUrlSchema,
  defaultDomain: domainSchema,
  autoShorten: z.boolean(),
  autoCopy: z.boolean(),
  defaultGroupId: groupIdSchema,
  stripTracking: z.boolean(),
  useCanonical: z.boolean(),
  useSiteShortlink: z.boolean(),
  campaignOnOpen: z.boolean(),
  copyFormat: z.custom<CopyFormat>(isCopyFormat),
  privateAutoShorten: z.boolean(),
  privateRecent: z.boolean(),
  share: z.boolean(),
  shareTargets: z.custom<ShareTarget[]>(isShareTargetList),
  mastodonInstance: z.custom<string>(isMastodonInstance),
};

export type { Settings };
export type SettingName = keyof Settings;

/** Whether a value is valid for a member. */
export const isSetting = <K extends SettingName>(name: K, value: unknown): value is Settings[K] =>
  settingMembers[name].safeParse(value).success;

const withDefaults = Object.fromEntries(
  Object.entries(settingMembers).map(([name, schema]) => [
    name,
    z.catch(schema, DEFAULT_SETTINGS[name as SettingName]),
  ]),
);
/** Stored settings: unknown members dropped, a bad or missing one read as its default. */
const storedSettings = z.catch(z.object(withDefaults) as unknown as z.ZodMiniType<Settings>, DEFAULT_SETTINGS);

/** Settings from whatever storage held: unknown members dropped, bad ones defaulted, nothing thrown. */
export function readSettings(raw: unknown): Settings {
  // An array or a string is an object of no members: all defaults.
  return storedSettings.parse(raw && typeof raw === 'object' && !Array.isArray(raw) ? raw : {});
}

/** A partial settings object whose every member is known and valid (a page's saveSettings). */
export const settingsPatch = z.strictObject(
  Object.fromEntries(Object.entries(settingMembers).map(([name, schema]) => [name, z.exactOptional(schema)])),
) as unknown as z.ZodMiniType<Partial<Settings>>;
