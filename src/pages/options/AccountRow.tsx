/** One account in the options: what it is, and its actions; renaming and the removal's confirmation happen in place. */
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { AccountView } from '../../shared/messages/contract';
import { t } from '../../platform/text/i18n';
import { accountName } from '../components/account-name';
import { KeyEnding } from './KeyEnding';

interface Props {
  account: AccountView;
  /** Its place in the list: an account never named reads "Account 2" (its service is the line under it). */
  index: number;
  current: boolean;
  /** The only account: being current says nothing, so no badge says it. */
  only: boolean;
  /** Set up by the administrator's policy: it cannot be removed. */
  managed: boolean;
  /** The policy locks its name. */
  nameLocked: boolean;
  onMakeCurrent: () => void;
  onRename: (name: string) => Promise<boolean>;
  onVerify: () => void;
  onRemove: () => void;
  /** The current account's own settings, edited in its row (its key and default domain are shown there, not in its facts). */
  children?: ComponentChildren;
}

export function AccountRow({
  account,
  index,
  current,
  only,
  managed,
  nameLocked,
  onMakeCurrent,
  onRename,
  onVerify,
  onRemove,
  children,
}: Props) {
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm'>('view');
  const [name, setName] = useState(account.name);
  const focusTarget = useRef<HTMLInputElement & HTMLButtonElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const removeOpener = useRef<HTMLButtonElement>(null);
  const headingId = `account-${account.id}`;
  const shown = accountName(account, index);

  // The field or the confirming button takes the focus when it appears; back on the button that opened it after.
  useLayoutEffect(() => {
    if (mode === 'view') return;
    focusTarget.current?.focus();
  }, [mode]);
  const leave = () => {
    const opener = mode === 'confirm' ? removeOpener : back;
    setMode('view');
    setName(account.name);
    requestAnimationFrame(() => opener.current?.focus());
  };

  async function rename(e: Event) {
    e.preventDefault();
    if (await onRename(name)) leave();
  }

  return (
    <li
      class="account"
      data-account-id={account.id}
      aria-labelledby={headingId}
      aria-current={current ? 'true' : undefined}
    >
      <div class="account-head">
        <div class="account-title">
          <strong id={headingId}>{shown}</strong>
          {current && !only && <span class="badge">{t('accountCurrent')}</span>}
          {managed && <span class="badge managed">{t('accountManaged')}</span>}
        </div>
        {mode === 'view' && (
          <div class="row account-actions">
            {!current && (
              <button type="button" class="primary" onClick={onMakeCurrent}>
                {t('accountMakeCurrent')}
              </button>
            )}
            {!nameLocked && (
              <button type="button" ref={back} onClick={() => setMode('rename')} aria-describedby={headingId}>
                {t('accountRename')}
              </button>
            )}
            <button type="button" onClick={onVerify} aria-describedby={headingId}>
              {t('verify')}
            </button>
          </div>
        )}
      </div>
      <div class="account-facts small">
        <bdi dir="ltr">{account.serviceUrl}</bdi>
        {!children && account.defaultDomain && (
          <>
            {' · '}
            <bdi dir="ltr">{account.defaultDomain}</bdi>
          </>
        )}
        {!children && (
          <>
            {' · '}
            {account.hasKey ? <KeyEnding hint={account.keyHint} /> : t('accountNoKey')}
          </>
        )}
      </div>
      {mode === 'rename' && (
        <form class="row" onSubmit={rename} onKeyDown={(e) => e.key === 'Escape' && leave()}>
          <input
            name="accountName"
            dir="auto"
            ref={focusTarget}
            value={name}
            maxLength={80}
            aria-label={t('accountRenameLabel', shown)}
            onInput={(e) => setName((e.target as HTMLInputElement).value)}
          />
          <button type="submit" class="primary">
            {t('accountSaveName')}
          </button>
          <button type="button" onClick={leave}>
            {t('accountCancel')}
          </button>
        </form>
      )}
      {children}
      {mode === 'confirm' && (
        <div
          class="row confirm"
          role="group"
          aria-labelledby={`${headingId}-confirm`}
          onKeyDown={(e) => e.key === 'Escape' && leave()}
        >
          <p id={`${headingId}-confirm`}>{t('accountRemoveConfirm', shown)}</p>
          <button type="button" class="danger" onClick={onRemove}>
            {t('accountRemoveYes')}
          </button>
          <button type="button" ref={focusTarget} onClick={leave}>
            {t('accountCancel')}
          </button>
        </div>
      )}
      {/* Apart from the row's actions and from the key's own Remove: a quiet way out at the card's end. */}
      {!managed && mode !== 'confirm' && (
        <button
          type="button"
          class="link account-remove"
          ref={removeOpener}
          onClick={() => setMode('confirm')}
          aria-describedby={headingId}
        >
          {t('accountRemove')}
        </button>
      )}
    </li>
  );
}
