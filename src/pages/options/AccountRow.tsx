/** One account in the options: what it is, and its actions; renaming and the removal's confirmation happen in place. */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { AccountView } from '../../shared/messages/contract';
import { t } from '../../platform/text/i18n';

interface Props {
  account: AccountView;
  current: boolean;
  /** Set up by the administrator's policy: it cannot be removed. */
  managed: boolean;
  /** The policy locks its name. */
  nameLocked: boolean;
  onMakeCurrent: () => void;
  onRename: (name: string) => Promise<boolean>;
  onVerify: () => void;
  onRemove: () => void;
}

export function AccountRow({
  account,
  current,
  managed,
  nameLocked,
  onMakeCurrent,
  onRename,
  onVerify,
  onRemove,
}: Props) {
  const [mode, setMode] = useState<'view' | 'rename' | 'confirm'>('view');
  const [name, setName] = useState(account.name);
  const focusTarget = useRef<HTMLInputElement & HTMLButtonElement>(null);
  const back = useRef<HTMLButtonElement>(null);
  const headingId = `account-${account.id}`;

  // The field or the confirming button takes the focus when it appears; back on the row's button after.
  useLayoutEffect(() => {
    if (mode === 'view') return;
    focusTarget.current?.focus();
  }, [mode]);
  const leave = () => {
    setMode('view');
    setName(account.name);
    requestAnimationFrame(() => back.current?.focus());
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
        <strong id={headingId}>{account.name}</strong>
        {current && <span class="badge">{t('accountCurrent')}</span>}
        {managed && <span class="badge managed">{t('accountManaged')}</span>}
      </div>
      <div class="account-facts small">
        <bdi dir="ltr">{account.serviceUrl}</bdi>
        {account.defaultDomain && (
          <>
            {' '}
            · <bdi dir="ltr">{account.defaultDomain}</bdi>
          </>
        )}
        {' · '}
        {account.hasKey ? (account.keyHint ? t('keySavedEnding', account.keyHint) : t('keySaved')) : t('accountNoKey')}
      </div>
      {mode === 'view' && (
        <div class="row">
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
          {!managed && (
            <button type="button" onClick={() => setMode('confirm')} aria-describedby={headingId}>
              {t('accountRemove')}
            </button>
          )}
        </div>
      )}
      {mode === 'rename' && (
        <form class="row" onSubmit={rename} onKeyDown={(e) => e.key === 'Escape' && leave()}>
          <input
            name="accountName"
            dir="auto"
            ref={focusTarget}
            value={name}
            maxLength={80}
            aria-label={t('accountRenameLabel', account.name)}
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
      {mode === 'confirm' && (
        <div
          class="row confirm"
          role="group"
          aria-labelledby={`${headingId}-confirm`}
          onKeyDown={(e) => e.key === 'Escape' && leave()}
        >
          <p id={`${headingId}-confirm`}>{t('accountRemoveConfirm', account.name)}</p>
          <button type="button" class="danger" onClick={onRemove}>
            {t('accountRemoveYes')}
          </button>
          <button type="button" ref={focusTarget} onClick={leave}>
            {t('accountCancel')}
          </button>
        </div>
      )}
    </li>
  );
}
