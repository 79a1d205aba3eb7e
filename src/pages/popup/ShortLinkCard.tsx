/**
 * The link just made (or found) for this page: the short link large, what it leads to with the
 * site's icon under it, then one row that never wraps: Copy (with its formats), Edit, QR code.
 * Focus lands on the short link, Enter copies. A new link or all tabs are the header's "+" menu.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { Link, LinkGroup } from '../../shared/types';
import type { ShortenOutcome } from '../../shared/messages/contract';
import { failureText } from '../../platform/text/failure-text';
import { t } from '../../platform/text/i18n';
import { icon } from '../components/Icon';
import { shortText } from '../components/LinkFace';
import { Favicon } from './Favicon';
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
  /** "Create a new one", offered beside "You shortened this page before". */
  onNewLink: () => void;
  /** The line under the short link saying what it leads to (./PreparedNote.tsx), drawn beside the site's icon. */
  destination?: ComponentChildren;
  /** The site's icon as the browser has it for the tab (absent: a neutral globe). */
  favicon?: string;
  /** A small line inside the card, under what it leads to (the campaign applied). */
  meta?: ComponentChildren;
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
  destination,
  favicon,
  meta,
}: Props) {
  const { link, reused, recovered, backHalfError } = outcome;
  const { open, openers, toggle, close } = usePanel(backHalfError ? 'edit' : null);
  const shortRef = useRef<HTMLButtonElement>(null);
  // While the editor is open its Save is the one primary: Copy steps down to a plain (secondary) button.
  const copyClass = open === 'edit' ? '' : 'primary';
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
      {reused && (
        <p class="hint">
          {t('alreadyShortened')}{' '}
          <button type="button" class="link" onClick={onNewLink}>
            {t('createNewAnyway')}
          </button>
        </p>
      )}
      {recovered && <p class="hint">{t('recoveredLink')}</p>}
      {outcome.groupError && !link.group && (
        <p class="error" id="group-error" role="alert">
          {t('groupNotApplied', failureText(outcome.groupError).text)}
        </p>
      )}
      <button
        ref={shortRef}
        type="button"
        class="short-link big opening-focus"
        id="short-link"
        onClick={() => onCopy(link)}
        aria-describedby={copied ? undefined : 'copy-hint'}
        data-url={link.shortLink}
      >
        {/* As every row shows it, without its scheme ("zd.lc/abc"); Copy copies the whole URL (data-url). */}
        <span dir="ltr">{shortText(link.shortLink)}</span>
      </button>
      {/* Heard with the short link: the focus on it shows no ring until a key is pressed (parts.css), so sighted users read Copy instead. */}
      {!copied && (
        <p id="copy-hint" class="sr-only">
          {t('enterCopies')}
        </p>
      )}
      {destination && (
        <div class="card-destination">
          <Favicon src={favicon} />
          {destination}
        </div>
      )}
      {meta && <p class="card-meta">{meta}</p>}
      <div class="card-actions">
        <span class="copy-split">
          <button
            type="button"
            class={`${copyClass} copy-button`.trim()}
            onClick={() => onCopy(link)}
            data-copied={copied === 'now'}
          >
            {copied === 'now' ? t('copiedCheck') : t('copy')}
          </button>
          <CopyMenu class={copyClass} label={t('copyAs')} onPick={(format) => onCopy(link, format)} share={link} />
        </span>
        {/* A link a site rule made in another account is edited there (switch to it): an edit goes to the current one. */}
        {!outcome.elsewhere && (
          <button
            ref={openers.edit}
            type="button"
            class={`icon ${icon('edit')}`}
            aria-label={t('edit')}
            title={t('edit')}
            aria-expanded={open === 'edit'}
            onClick={() => toggle('edit')}
          ></button>
        )}
        <button
          ref={openers.qr}
          type="button"
          class={`icon ${icon('qr')}`}
          aria-label={t('qrCode')}
          title={t('qrCode')}
          aria-expanded={open === 'qr'}
          onClick={() => toggle('qr')}
        ></button>
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
      {open === 'qr' && <QrPanel shortLink={link.shortLink} backHalf={link.backHalf} icon={favicon} onClose={close} />}
    </section>
  );
}
