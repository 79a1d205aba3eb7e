/**
 * "Shorten all tabs": every web tab of this window, or the selected ones when several are
 * (src/background/actions/shorten-tabs.ts), started from the header's "+" menu. The `tabs`
 * permission is asked for in that click itself (a request after an await is refused: ./ask-tabs.ts),
 * on first use only; this part runs once the answer is in. The links are listed and copied as one
 * list in the preferred format; a tab on a private host offers "Shorten anyway", as for one page.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Link } from '../../shared/types';
import type { CopyFormat } from '../../shared/links/clip';
import { formatLinkList } from '../../shared/links/copy-formats';
import type { Failure, TabShortened } from '../../shared/messages/contract';
import { send } from '../../platform/messages/send';
import { failureText } from '../../platform/text/failure-text';
import { plural, t } from '../../platform/text/i18n';
import { copyClip } from '../../platform/clipboard';
import { LinkActions } from '../components/LinkActions';
import { LinkFace } from '../components/LinkFace';

interface Props {
  /** The popup's window (absent: the background's current window). */
  windowId?: number;
  copyFormat: CopyFormat;
  /** Links made or found, for the recent list. */
  onLinks: (links: Link[]) => void;
  /** The permission's answer to the click that asked for this run (a new one: a new run). */
  granted: Promise<boolean>;
}

type State =
  | { phase: 'idle' | 'working' | 'refused' }
  | { phase: 'failed'; error: Failure }
  | { phase: 'done'; results: TabShortened[]; copied: boolean };

const linksOf = (results: TabShortened[]) => results.flatMap((r) => (r.reply.ok ? [r.reply.value.link] : []));

export function ShortenTabs({ windowId, copyFormat, onLinks, granted }: Props) {
  const [state, setState] = useState<State>({ phase: 'idle' });
  const [copied, setCopied] = useState('');

  async function show(results: TabShortened[]) {
    const links = linksOf(results);
    const copied = links.length > 0 && (await copyClip(formatLinkList(links, copyFormat)));
    setState({ phase: 'done', results, copied });
    onLinks(links);
  }

  useEffect(() => {
    setState({ phase: 'working' });
    void granted.then(async (ok) => {
      if (!ok) return setState({ phase: 'refused' });
      const reply = await send({ type: 'shortenTabs', actionId: crypto.randomUUID(), windowId });
      if (!reply.ok) return setState({ phase: 'failed', error: reply.error });
      await show(reply.value);
    });
  }, [granted]);

  /** One row's link, in the preferred format; said in the row list's own live line. */
  async function copyOne(link: Link) {
    setCopied('');
    setCopied((await copyClip(formatLinkList([link], copyFormat))) ? t('copied') : t('copyFailed'));
  }

  /** One tab on a private host, seen and confirmed: its own action again, now allowed to send it. */
  async function confirm(results: TabShortened[], i: number) {
    const { input, actionId } = results[i]!;
    const reply = await send({ type: 'shorten', ...input, actionId, privateConfirmed: true });
    await show(results.map((r, j) => (j === i ? { ...r, reply } : r)));
  }

  const summary = (() => {
    switch (state.phase) {
      case 'working':
        return t('shortening');
      case 'refused':
        return t('tabsPermissionRefused');
      case 'failed':
        return failureText(state.error).text;
      case 'done': {
        const made = linksOf(state.results).length;
        if (state.results.length === 0) return t('tabsNone');
        return `${plural('tabsShortened', made)} ${made > 0 ? (state.copied ? plural('copiedLinks', made) : t('copyFailed')) : ''}`.trim();
      }
      default:
        return '';
    }
  })();

  return (
    <section class="shorten-tabs" aria-label={t('shortenAllTabs')}>
      {/* Announced when it changes: the count, and whether the list was copied. */}
      <p class="hint small" role="status" aria-live="polite" id="tabs-summary">
        {summary}
      </p>
      <p class="sr-only" role="status" aria-live="polite">
        {copied}
      </p>
      {state.phase === 'done' && state.results.length > 0 && (
        <ul class="tabs-results" aria-labelledby="tabs-summary">
          {state.results.map((r, i) => {
            const made = r.reply.ok ? r.reply.value.link : null;
            const why = r.reply.ok ? '' : failureText(r.reply.error).text;
            // Drawn as every list draws a link (../components/LinkFace.tsx); where none was made, why, in its place.
            return (
              <li key={r.actionId} class="link-row">
                <LinkFace
                  title={r.input.title ?? ''}
                  shortLink={made?.shortLink ?? null}
                  destination={r.input.url}
                  shortClass="tab-link"
                  missing={
                    <span class="field-error" title={why}>
                      {why}
                    </span>
                  }
                />
                {made ? (
                  <LinkActions shortLink={made.shortLink} destination={r.input.url} onCopy={() => void copyOne(made)} />
                ) : (
                  !r.reply.ok &&
                  r.reply.error.kind === 'private-address' && (
                    <button type="button" class="shorten-anyway" onClick={() => void confirm(state.results, i)}>
                      {t('shortenAnyway')}
                    </button>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
