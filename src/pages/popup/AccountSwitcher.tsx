/** The popup's account switcher: a native select (keyboard and screen readers for free), shown with two accounts or more. One choice switches. */
import type { AccountView } from '../../shared/messages/contract';
import { t } from '../../platform/text/i18n';

interface Props {
  accounts: Pick<AccountView, 'id' | 'name'>[];
  current: string | null;
  onSwitch: (id: string) => void;
}

export function AccountSwitcher({ accounts, current, onSwitch }: Props) {
  return (
    <select
      class="account-switcher"
      name="account"
      aria-label={t('accountSwitcherLabel')}
      title={t('accountSwitcherLabel')}
      value={current ?? ''}
      onChange={(e) => onSwitch((e.target as HTMLSelectElement).value)}
    >
      {current === null && (
        <option value="" disabled>
          —
        </option>
      )}
      {accounts.map((a) => (
        <option key={a.id} value={a.id}>
          {a.name}
        </option>
      ))}
    </select>
  );
}
