/**
 * The list's preview (./BulkDialog.tsx), in three groups, each line in one of them and each count
 * the length of its group: what needs attention first (a local address to tick, an address with a
 * password, a line without a web address; each reason on its own line), what will be shortened
 * (repeats merged, a local address once ticked), and what the account already shortened.
 */
import type { ComponentChildren } from 'preact';
import { useLayoutEffect, useState } from 'preact/hooks';
import type { InputLine, PlannedAddress } from '../../shared/links/bulk-input';
import { destinationKey, type StoredLink } from '../../shared/links/head';
import { formatNumber, plural, t } from '../../platform/text/i18n';
import { LinkFace } from '../components/LinkFace';
import { cutAddress } from './CutAddress';
import { maskCredentials } from './address-text';
import { lineReason } from './line-reason';

interface Props {
  /** Addresses not sent as they are: with a password, or local and not ticked. */
  held: readonly PlannedAddress[];
  /** Lines without a web address. */
  problems: readonly Extract<InputLine, { reason: string }>[];
  /** New addresses that will be shortened. */
  fresh: readonly PlannedAddress[];
  /** Addresses the account already shortened (their links come back). */
  already: readonly PlannedAddress[];
  /** Repeated lines merged into the address they repeat. */
  duplicates: number;
  known: ReadonlyMap<string, StoredLink>;
  ticked: ReadonlySet<string>;
  onTick: (url: string, on: boolean) => void;
}

export function BulkPreview({ held, problems, fresh, already, duplicates, known, ticked, onTick }: Props) {
  // A ticked (or unticked) local address moves to its group: its box keeps the focus there.
  const [refocus, setRefocus] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (refocus === null) return;
    for (const box of document.querySelectorAll<HTMLInputElement>('.bulk-preview input[data-url]'))
      if (box.dataset.url === refocus) box.focus();
    setRefocus(null);
  }, [refocus]);
  const privateBox = (p: PlannedAddress) => (
    <label class="check small">
      <input
        type="checkbox"
        data-url={p.url}
        checked={ticked.has(p.url)}
        onChange={(e) => (onTick(p.url, (e.target as HTMLInputElement).checked), setRefocus(p.url))}
      />
      {t('bulkConfirmPrivate', p.privateHost!)}
    </label>
  );
  return (
    <section class="bulk-preview" aria-label={t('bulkPreview')}>
      <Group kind="attention" title={t('bulkGroupAttention')} count={held.length + problems.length}>
        {held.map((p) => (
          <li key={p.url} data-state={p.credentials ? 'refused' : 'private'}>
            <Address text={p.url} />
            {p.credentials ? <span class="bulk-reason error">{t('errorCredentialsInUrl')}</span> : privateBox(p)}
          </li>
        ))}
        {problems.map((l, i) => (
          <li key={`problem-${i}`} data-state="junk">
            <Address text={l.input} /> <span class="bulk-reason error">{lineReason(l.reason)}</span>
          </li>
        ))}
      </Group>
      <Group
        kind="new"
        title={t('bulkGroupNew')}
        count={fresh.length}
        note={duplicates > 0 ? plural('bulkRepeatsMerged', duplicates) : ''}
      >
        {fresh.map((p) => (
          <li key={p.url} data-state={p.privateHost ? 'private' : 'new'}>
            <Address text={p.url} times={p.duplicates + 1} />
            {p.privateHost && privateBox(p)}
          </li>
        ))}
      </Group>
      <Group kind="known" title={t('bulkGroupKnown')} count={already.length}>
        {already.map((p) => (
          <li key={p.url} data-state="known">
            {/* Its link drawn as every list draws one: the address, then its short link (bold, the accent). */}
            <LinkFace
              title=""
              shortLink={known.get(destinationKey(p.url))?.shortLink ?? null}
              destination={p.url}
              mark={cutAddress}
            />
          </li>
        ))}
      </Group>
    </section>
  );
}

/**
 * An address on one line, cut once (whole in its title, its password masked): not broken at its "?" or "/".
 * Given more than once, the "×2" stays beside it, on its line.
 */
const Address = ({ text, times = 1 }: { text: string; times?: number }) => (
  <span class="bulk-line">
    <bdi class="bulk-url" dir="auto" title={maskCredentials(text)}>
      {cutAddress(text)}
    </bdi>
    {times > 1 && <span class="bulk-repeat">{t('bulkDuplicate', times)}</span>}
  </span>
);

/** One group: its heading with how many lines it holds, a note, its lines; nothing when empty. */
function Group(props: { kind: string; title: string; count: number; note?: string; children: ComponentChildren }) {
  if (props.count === 0) return null;
  const id = `bulk-group-${props.kind}`;
  return (
    <section class="bulk-group" data-group={props.kind} data-count={props.count} aria-labelledby={id}>
      <h3 id={id}>
        {props.title} <span class="group-count">{formatNumber(props.count)}</span>
      </h3>
      {props.note && <p class="hint small">{props.note}</p>}
      <ul class="bulk-list">{props.children}</ul>
    </section>
  );
}
