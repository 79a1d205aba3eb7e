/** The link just made (or found) for this page: focus lands on it, Enter copies. */
import { useEffect, useRef } from 'preact/hooks';
import type { Link, LinkGroup } from '../../shared/types';
import type { ShortenOutcome } from '../../shared/messages/contract';
import { failureText } from '../../platform/text/failure-text';
import { t } from '../../platform/text/i18n';
import { CopyMenu, type CopyLink } from './CopyMenu';
import { LinkEditor, QrPanel } from './link-parts';
import { usePanel } from '../components/use-panel';

interface Props {
  outcome: ShortenOutcome;
  /** The account the popup shows (an edit names it, refused once another is current). */
  account?: string;
  groups: LinkGroup[];
  /** The back half asked for at creation, if the service refused it. */
  wantedBackHalf?: string;
  onCopy: CopyLink;
  /** This link was copied: `now` (its Copy button says so for a moment), or `before` (its Enter hint is no news). */
  copied?: 'now' | 'before' | null;
  onChanged: (link: Link) => void;
  onGone: (id: string) => void;
  onNewLink: () => void;
}

export function ShortLinkCard({
  outcome,
  account,
  groups,
  wantedBackHalf,
  onCopy,
  copied = null,
  onChanged,
  onGone,
  onNewLink,
}: Props) {
  const { link, reused, recovered, backHalfError } = outcome;
  const { open, openers, toggle, close } = usePanel(backHalfError ? 'edit' : null);
  const shortRef = useRef<HTMLButtonElement>(null);
  // Only if nothing else has the focus: a card arriving while the user is already tabbing or
  // typing does not take it from them. After the frame that shows it: focusing in the render
  // itself would force a style and layout pass there.
  useEffect(() => {
    const free = !document.activeElement || document.activeElement === document.body;
    if (!backHalfError && free) shortRef.current?.focus();
  }, [link.id]);

  return (
    <section class="card" aria-labelledby="short-heading">
      <h2 id="short-heading" class="sr-only">
        {t('yourShortLink')}
      </h2>
      {reused && <p class="hint">{t('alreadyShortened')}</p>}
      {recovered && <p class="hint">{t('recoveredLink')}</p>}
      {outcome.groupError && !link.group && (
        <p class="error" id="group-error" role="alert">
          {t('groupNotApplied', failureText(outcome.groupError).text)}
        </p>
      )}
      <button
        ref={shortRef}
        type="button"
        class="short-link big"
        id="short-link"
        onClick={() => onCopy(link)}
        aria-describedby={copied ? undefined : 'copy-hint'}
      >
        <span dir="ltr">{link.shortLink}</span>
      </button>
      {!copied && (
        <p id="copy-hint" class="hint small">
          {t('enterCopies')}
        </p>
      )}
      <div class="row card-actions">
        <span class="copy-split">
          <button type="button" class="primary copy-button" onClick={() => onCopy(link)} data-copied={copied === 'now'}>
            {copied === 'now' ? t('copiedCheck') : t('copy')}
          </button>
          <CopyMenu class="primary" label={t('copyAs')} onPick={(format) => onCopy(link, format)} />
        </span>
        {/* A link a site rule made in another account is edited there (switch to it): an edit goes to the current one. */}
        {!outcome.elsewhere && (
          <button ref={openers.edit} type="button" aria-expanded={open === 'edit'} onClick={() => toggle('edit')}>
            {t('edit')}
          </button>
        )}
        <button ref={openers.qr} type="button" aria-expanded={open === 'qr'} onClick={() => toggle('qr')}>
          {t('qrCode')}
        </button>
        <button type="button" onClick={onNewLink}>
          {reused ? t('createNewAnyway') : t('newLink')}
        </button>
      </div>
      {open === 'edit' && (
        <LinkEditor
          key={link.id}
          link={link}
          account={account}
          groups={groups}
          wanted={backHalfError && wantedBackHalf ? { backHalf: wantedBackHalf, error: backHalfError } : undefined}
          onClose={close}
          onGone={onGone}
          onSaved={(l) => (close(), onChanged(l))}
        />
      )}
      {open === 'qr' && <QrPanel shortLink={link.shortLink} backHalf={link.backHalf} onClose={close} />}
    </section>
  );
}
