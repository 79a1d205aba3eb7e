/** The words for each field a policy can lock: the options page's own labels. */
import type { LockableField } from '../../shared/policy/fields';
import type { MessageName } from './i18n';

export const lockedFieldLabel: Record<LockableField, MessageName> = {
  name: 'fieldAccountName',
  serviceUrl: 'fieldServiceUrl',
  defaultDomain: 'fieldDefaultDomain',
  defaultGroupId: 'fieldDefaultGroup',
  apiKey: 'fieldApiKey',
  autoShorten: 'prefAutoShorten',
  autoCopy: 'prefAutoCopy',
  stripTracking: 'prefStripTracking',
  useCanonical: 'prefUseCanonical',
  copyFormat: 'copyFormatLabel',
  useSiteShortlink: 'prefUseSiteShortlink',
  campaignOnOpen: 'prefCampaignOnOpen',
  privateAutoShorten: 'prefPrivateAutoShorten',
  privateRecent: 'prefPrivateRecent',
  share: 'prefShare',
};
