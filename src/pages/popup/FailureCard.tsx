/**
 * A failed shortening, worded, with what to do next. Rate limiting is waited out: a 429 means
 * nothing was made, so trying again when the service says is safe; the wait counts down.
 */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Failure } from '../../shared/messages/contract';
import { failureText } from '../../platform/text/failure-text';
import { plural, t } from '../../platform/text/i18n';
import { clipMiddle, readableUrl } from '../components/readable-url';
import { openKeyField } from '../../platform/open-options';
import { Problem } from '../components/Problem';

/** Longer waits are left to the user (the popup may well be closed by then). */
const AUTO_RETRY_MAX_S = 60;

/**
 * `url`: the address the shortening tried, said under the failure (decoded for reading, cut when
 * long). `onMakeNew`: offered only when an interrupted create could not be confirmed ('unverified').
 * Drawn as the manager draws a problem (../components/Problem.tsx): a title, what to do, one primary
 * action; a refused key's is the way to the key field.
 */
export function FailureCard({
  failure,
  url,
  onRetry,
  onMakeNew,
  onLeave,
}: {
  failure: Failure;
  url?: string;
  onRetry: () => void;
  onMakeNew?: () => void;
  /** After the options opened at the key field (the toolbar popup closes itself). */
  onLeave?: () => void;
}) {
  const wait =
    failure.kind === 'rate-limited' &&
    failure.retryAfterSeconds !== null &&
    failure.retryAfterSeconds <= AUTO_RETRY_MAX_S
      ? failure.retryAfterSeconds
      : null;
  const [left, setLeft] = useState(wait);

  useEffect(() => {
    if (left === null) return;
    if (left <= 0) return onRetry();
    const timer = setTimeout(() => setLeft(left - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  // A refused key: what happened as a title, what to do in normal text, one way to fix it (the key field). Said once.
  if (failure.kind === 'unauthorized') {
    return (
      <Problem
        id="key-refused-title"
        kind="key-refused"
        alert
        title={t('keyRefusedTitle')}
        body={t('keyRefusedBody')}
        action={{ label: t('updateApiKey'), onClick: () => void openKeyField().then(onLeave) }}
      />
    );
  }
  const { text, action } = failureText(failure);
  const buttons = (
    <>
      {action === 'retry' && (
        <button type="button" class="primary" onClick={onRetry}>
          {t('retry')}
        </button>
      )}
      {failure.kind === 'unverified' && onMakeNew && (
        <button type="button" onClick={onMakeNew}>
          {t('makeNewAnyway')}
        </button>
      )}
      {action === 'options' && (
        <button type="button" class="primary" onClick={() => browser.runtime.openOptionsPage()}>
          {t('openOptions')}
        </button>
      )}
    </>
  );
  const tried = url && <p class="hint small failed-url">{t('failureTriedUrl', clipMiddle(readableUrl(url)))}</p>;
  if (wait === null || left === null) {
    return (
      <Problem
        id="failure-title"
        kind={failure.kind}
        alert
        title={t('shortenFailedTitle')}
        body={text}
        actions={buttons}
      >
        {tried}
      </Problem>
    );
  }
  // The wait is announced once, in words; the number that ticks is for the eyes only (a live
  // region whose text changes every second would be read out every second).
  return (
    <div class="card error">
      <p class="sr-only" role="alert">
        {plural('retryingIn', wait)}
      </p>
      <p aria-hidden="true" class="countdown">
        {t('rateLimitedCountdown', Math.max(left, 0))}
      </p>
      {tried}
      {buttons}
    </div>
  );
}
