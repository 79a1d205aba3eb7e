/**
 * *Redirect a link here*'s pick: a search box over the account's links (the manager's search) and the
 * links it finds, pinned ones first, as a combobox: ↓ ↑ Home End move, Enter picks, Escape clears
 * the search (then closes). The focus stays in the search box (its one ring); the result moved to
 * is tinted and named by aria-activedescendant, none before the user moves. The first MAX_SHOWN
 * are drawn; typing finds the others. A result is drawn as every list draws a link (LinkFace, without
 * a list's actions), the search's words marked as the manager marks them.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Link } from '../../shared/types';
import { pickList, type PointChoices } from '../../shared/links/pins';
import { searchTerms } from '../../shared/links/search';
import { t } from '../../platform/text/i18n';
import { Highlight } from './Highlight';
import { icon } from './Icon';
import { LinkFace } from './LinkFace';

const MAX_SHOWN = 50;

interface Props {
  choices: PointChoices;
  onPick: (link: Link) => void;
  onClose: () => void;
}

export function PointList({ choices, onPick, onClose }: Props) {
  const [text, setText] = useState('');
  /** -1: no result moved to yet. */
  const [active, setActive] = useState(-1);
  const found = pickList(choices.links, choices.pins, text);
  const shown = found.slice(0, MAX_SHOWN);
  const at = Math.min(active, shown.length - 1);
  const pinned = new Set(choices.pins);
  const terms = searchTerms(text);
  const mark = (words: string) => <Highlight text={words} terms={terms} />;
  // The links arrive after the dialog opened (and gave the focus to its ×): typing goes to the search.
  const search = useRef<HTMLInputElement>(null);
  useEffect(() => search.current?.focus(), []);

  function onKeyDown(e: KeyboardEvent) {
    const last = shown.length - 1;
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: last };
    if (e.key in moves && shown.length) {
      e.preventDefault();
      setActive(Math.max(0, Math.min(last, moves[e.key]!)));
      document
        .getElementById(`point-option-${Math.max(0, Math.min(last, moves[e.key]!))}`)
        ?.scrollIntoView?.({ block: 'nearest' });
    } else if (e.key === 'Enter' && at >= 0 && shown[at]) {
      e.preventDefault();
      onPick(shown[at]);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      if (text) {
        setText('');
        setActive(-1);
      } else onClose();
    }
  }

  return (
    <div class="point-pick">
      <input
        ref={search}
        type="search"
        class="point-search"
        // The ARIA combobox (a search box that owns a list); the types want a <datalist> for it.
        {...({ role: 'combobox' } as object)}
        aria-label={t('pointSearch')}
        placeholder={t('pointSearch')}
        aria-expanded="true"
        aria-controls="point-options"
        aria-autocomplete="list"
        aria-activedescendant={at >= 0 ? `point-option-${at}` : undefined}
        value={text}
        onInput={(e) => {
          setText(e.currentTarget.value);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
      />
      <ul id="point-options" class="point-options" role="listbox" aria-label={t('pointListLabel')}>
        {shown.map((link, i) => (
          <li
            key={link.id}
            id={`point-option-${i}`}
            role="option"
            aria-selected={i === at}
            class={i === at ? 'active' : undefined}
            data-id={link.id}
            onClick={() => onPick(link)}
          >
            <LinkFace title={link.title} shortLink={link.shortLink} destination={link.destination} mark={mark} />
            {/* The confirmation's star at the row's end; the option's name ends in "Pinned" in words. */}
            {pinned.has(link.id) && (
              <>
                <span class={`point-pin ${icon('star')}`} title={t('pinned')} aria-hidden="true"></span>
                <span class="sr-only">{t('pinned')}</span>
              </>
            )}
          </li>
        ))}
      </ul>
      {!shown.length && (
        <p class="hint" role="status">
          {t(choices.links.length ? 'pointNoMatch' : 'pointNoLinks')}
        </p>
      )}
      {found.length > shown.length && <p class="hint">{t('pointTypeForMore')}</p>}
    </div>
  );
}
