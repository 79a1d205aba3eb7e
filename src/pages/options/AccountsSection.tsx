/**
 * The accounts: listed with their service, default domain and key ending (never the key), made
 * current, renamed, verified, removed (after a confirmation), and added. A new account's service is
 * asked for in the Add click itself (Firefox refuses a permission request after an await).
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import type { AccountView, Failure, Status } from '../../shared/messages/contract';
import { send } from '../../platform/messages/send';
import { failureHere } from './failure-here';
import { plural, t } from '../../platform/text/i18n';
import { accountName } from '../components/account-name';
import { AccountRow } from './AccountRow';
import { AddAccountForm, type Notify } from './AddAccountForm';
import { SectionHeading } from './save-status';

interface Props {
  status: Status;
  onChanged: (status: Status) => void;
  /** Origins granted to the extension, known before any click. */
  granted: string[];
  onGranted: (pattern: string) => void;
  /** The current account's own settings, shown in its row. */
  current?: ComponentChildren;
}

export function AccountsSection({ status, onChanged, granted, onGranted, current }: Props) {
  // The form to add an account opens from its button: a page with one account is not a second key field.
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const notify: Notify = (tone, text) => setNotice({ tone, text });
  const report = (failure: Failure) => notify('error', failureHere(failure));

  /** Sends a change; its new status is shown, its failure said. Answers whether it was done. */
  async function change(request: Parameters<typeof send>[0], done: string): Promise<boolean> {
    const reply = await send(request);
    if (!reply.ok) return (report(reply.error), false);
    onChanged(reply.value as Status);
    notify('ok', done);
    return true;
  }

  async function verify(account: AccountView) {
    notify('ok', t('verifying'));
    const reply = await send({ type: 'verify', accountId: account.id });
    if (reply.ok) notify('ok', plural('verifyOkLinks', reply.value.total));
    else report(reply.error);
  }

  return (
    <section class="accounts" aria-labelledby="accounts-heading">
      <SectionHeading id="accounts-heading">{t('accountsSection')}</SectionHeading>
      <p class="hint small">{t('accountsHint')}</p>
      {status.accounts.length > 0 && (
        <ul>
          {status.accounts.map((account, index) => (
            <AccountRow
              key={account.id}
              account={account}
              index={index}
              current={account.id === status.currentAccountId}
              only={status.accounts.length === 1}
              managed={status.policy.managedAccounts.includes(account.id)}
              nameLocked={status.policy.accountLocks[account.id]?.includes('name') ?? false}
              onMakeCurrent={() =>
                change({ type: 'switchAccount', id: account.id }, t('accountSwitched', accountName(account, index)))
              }
              onRename={(name) =>
                change({ type: 'updateAccount', id: account.id, changes: { name } }, t('accountRenamed'))
              }
              onVerify={() => verify(account)}
              onRemove={() => change({ type: 'removeAccount', id: account.id }, t('accountRemoved'))}
            >
              {account.id === status.currentAccountId ? current : undefined}
            </AccountRow>
          ))}
        </ul>
      )}
      {status.policy.allowUserAccounts && !adding && (
        <button type="button" class="add-account-open" onClick={() => setAdding(true)}>
          {t('accountAddHeading')}
        </button>
      )}
      {status.policy.allowUserAccounts && adding && (
        <AddAccountForm
          granted={granted}
          onGranted={onGranted}
          onAdded={(s) => (onChanged(s), setAdding(false), notify('ok', t('accountAdded')))}
          notify={notify}
          report={report}
        />
      )}
      <p
        role="status"
        aria-live="polite"
        class={notice?.tone === 'error' ? 'error notice' : 'ok notice'}
        id="accounts-notice"
      >
        {notice?.text}
      </p>
    </section>
  );
}
