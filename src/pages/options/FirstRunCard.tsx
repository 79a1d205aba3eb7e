/**
 * The options page before any key: one centred card, nothing else, in three numbered steps: get a
 * key from the dashboard, paste it, "Verify and save" (checked with the service before it is kept).
 * The accounts and every other setting appear once a key is saved.
 */
import type { Status } from '../../shared/messages/contract';
import { PRIVACY_POLICY_URL } from '../../shared/manifest';
import { t } from '../../platform/text/i18n';
import { icon } from '../components/Icon';
import { KeyForm } from './KeyForm';

/** Where PrettyURL users make keys (service facts). */
export const KEYS_PAGE = 'https://prettyurl.net/dashboard/account/api-keys';

interface Props {
  status: Status;
  /** Origins granted to the extension, known before any click. */
  granted: string[];
  /** Counts the times the page was opened at #api-key: each one focuses the key field. */
  asked: number;
  onSaved: (status: Status, notice: string) => void;
}

export function FirstRunCard({ status, granted, asked, onSaved }: Props) {
  return (
    <section class="first-run" aria-labelledby="first-run-heading">
      <img class="first-run-mark" src="/icon/128.png" alt="" width={48} height={48} />
      <h1 id="first-run-heading">{t('firstRunHeading')}</h1>
      <p class="first-run-intro">{t('firstRunIntro')}</p>
      <KeyForm
        status={status}
        granted={granted}
        focus={asked}
        onSaved={onSaved}
        firstStep={
          <>
            <span class="step-text">{t('getKey')}</span>
            <a class="button-link" href={KEYS_PAGE} target="_blank" rel="noopener noreferrer">
              {t('firstRunOpenDashboard')}
              <span class={icon('open', true)} aria-hidden="true" />
              <span class="sr-only"> {t('opensInNewTab')}</span>
            </a>
          </>
        }
      />
      <p class="first-run-foot">
        <a href={PRIVACY_POLICY_URL} target="_blank" rel="noopener noreferrer">
          {t('privacyPolicy')}
        </a>
      </p>
    </section>
  );
}
