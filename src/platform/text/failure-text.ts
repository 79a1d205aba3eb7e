/** The one place that turns a failure into words a user can act on (pages and background alike). */
import type { FieldMessages } from '../../shared/types';
import type { Failure } from '../../shared/messages/contract';
import { t, type MessageName } from './i18n';
import { lockedFieldLabel } from './locked-field-label';

export interface FailureText {
  text: string;
  /** What the page should offer next to the text. */
  action: 'retry' | 'options' | null;
}

export function failureText(failure: Failure): FailureText {
  switch (failure.kind) {
    case 'unauthorized':
      return { text: t('errorKeyRefused'), action: 'options' };
    case 'not-configured':
      return { text: t('errorNotConfigured'), action: 'options' };
    case 'invalid-key':
      return { text: t('errorInvalidKey'), action: 'options' };
    case 'not-found':
      return { text: t('errorNotFound'), action: null };
    case 'not-service':
      return { text: t('errorNotService'), action: 'options' };
    case 'refused':
      // The service's own words, marked as such; a number when it gave none.
      return {
        text: failure.message ? t('errorRefusedMessage', failure.message) : t('errorRefused', failure.status),
        action: null,
      };
    case 'validation':
      return { text: firstFieldMessage(failure.fields) ?? (failure.message || t('errorValidation')), action: null };
    case 'rate-limited':
      return {
        text: failure.retryAfterSeconds ? t('errorRateLimitedWait', failure.retryAfterSeconds) : t('errorRateLimited'),
        action: 'retry',
      };
    case 'server':
      return {
        text: failure.retryAfterSeconds
          ? t('errorServerWait', failure.status, failure.retryAfterSeconds)
          : t('errorServer', failure.status),
        action: 'retry',
      };
    case 'offline':
      return { text: t('errorOffline'), action: 'retry' };
    case 'timeout':
      return { text: t('errorTimeout'), action: 'retry' };
    case 'unexpected':
      return { text: failure.reason === 'redirect' ? t('errorRedirect') : t('errorUnexpected'), action: 'retry' };
    case 'unsupported-url':
      return { text: t('errorUnsupportedUrl'), action: null };
    case 'credentials-in-url':
      return { text: t('errorCredentialsInUrl'), action: null };
    case 'private-address':
      return { text: t('errorPrivateAddress', failure.host), action: null };
    case 'invalid-service-url':
      if (failure.reason === 'ipv6') return { text: t('errorIpv6ServiceUrl'), action: null };
      return {
        text: failure.reason === 'insecure' ? t('errorInsecureServiceUrl') : t('errorInvalidServiceUrl'),
        action: null,
      };
    case 'permission-missing':
      return { text: t('errorPermissionMissing', failure.origin), action: null };
    case 'unverified':
      return { text: t('errorUnverified'), action: 'retry' };
    case 'storage-full':
      return { text: t('errorStorageFull'), action: 'retry' };
    case 'storage-unreachable':
      return { text: t('errorStorageUnreachable'), action: 'retry' };
    case 'account':
      return { text: t(accountFailureMessage[failure.reason]), action: null };
    case 'account-changed':
      return { text: t('errorAccountChanged'), action: null };
    case 'rule-account-missing':
      return { text: t('errorRuleAccountMissing', failure.name), action: null };
    case 'locked':
      if (failure.field === 'userAccounts') return { text: t('errorUserAccountsOff'), action: null };
      if (failure.field === 'managedAccount') return { text: t('errorManagedAccount'), action: null };
      if (failure.field === 'siteRules') return { text: t('errorSiteRulesLocked'), action: null };
      return { text: t('errorLocked', t(lockedFieldLabel[failure.field])), action: null };
    case 'bad-request':
    case 'internal':
      return { text: t('errorInternal'), action: 'retry' };
  }
}

const accountFailureMessage = {
  duplicate: 'errorAccountDuplicate',
  unknown: 'errorAccountUnknown',
  name: 'errorAccountName',
  domain: 'errorAccountDomain',
  group: 'errorAccountGroup',
  key: 'errorAccountKey',
  limit: 'errorAccountLimit',
  'service-key': 'errorAccountServiceKey',
} as const satisfies Record<Extract<Failure, { kind: 'account' }>['reason'], MessageName>;

function firstFieldMessage(fields: FieldMessages): string | undefined {
  return Object.values(fields).flat()[0];
}
