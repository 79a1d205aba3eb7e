/**
 * The popup's account switcher: a native select (keyboard and screen readers for free), shown with
 * two accounts or more. One choice switches. Each account by the name given to it ("Account 2" if
 * none), its service's address only in its tooltip.
 */
import { t } from '../../platform/text/i18n';
import { hostOf } from '../components/safe-href';
import { accountName, type NamedAccount } from '../components/account-name';

interface Props {
  accounts: NamedAccount[];
  current: string | null;
  /** The account chosen, and its name as shown (the popup announces it). */
  onSwitch: (id: string, name: string) => void;
}

export function AccountSwitcher({ accounts, current, onSwitch }: Props) {
  return (
    <select
      class="account-switcher"
      name="account"
      aria-label={t('accountSwitcherLabel')}
      title={t('accountSwitcherLabel')}
      value={current ?? ''}
      onChange={(e) => {
        const { value, selectedOptions } = e.target as HTMLSelectElement;
        onSwitch(value, selectedOptions[0]?.text ?? '');
      }}
    >
      {current === null && (
        <option value="" disabled>
          —
        </option>
      )}
      {accounts.map((a, i) => (
        <option key={a.id} value={a.id} title={hostOf(a.serviceUrl)}>
          {accountName(a, i)}
        </option>
      ))}
    </select>
  );
}
