/**
 * "Shorten a list…": addresses pasted or read from a file, a preview of what will be sent (what
 * needs attention first: local addresses to tick, addresses with a password, lines without an
 * address; then duplicates merged and links the account already has), then the background's job
 * (src/background/actions/list-engine.ts) followed through its small progress item, which carries each
 * address's state (./BulkJobView.tsx); the whole job is fetched once it has ended.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import { destinationKey, type StoredLink } from '../../shared/links/head';
import { planAddresses, type InputLine } from '../../shared/links/bulk-input';
import { MAX_BULK } from '../../shared/links/bulk-job';
import { lineReason } from './line-reason';
import { countRefusal } from '../../shared/links/list-reading';
import { listRefusalText, readListFile, useListLines } from './use-list-lines';
import { bulkProgressItem } from '../../platform/bulk-job-item';
import { readProgress, withStates, type BulkJob, type BulkProgress } from '../../shared/links/bulk-job';
import type { CopyFormat } from '../../shared/links/clip';
import type { Status } from '../../shared/messages/contract';
import { send } from '../../platform/messages/send';
import { failureText } from '../../platform/text/failure-text';
import { plural, t } from '../../platform/text/i18n';
import { accountToName } from '../components/account-to-name';
import { Modal } from '../components/Modal';
import { BulkJobView } from './BulkJobView';

/** While a job runs, the page asks for it this often: a stopped worker is woken and goes on. */
const HEARTBEAT_MS = 5_000;
/** The ended list the user put away with "Shorten another list" on this page: reopening the dialog shows the form. */
let putAway: string | null = null;

/** The whole job as it is now, from the background (its account's database holds it). */
async function wholeJob(account: string, id: string): Promise<BulkJob | null> {
  const reply = await send({ type: 'bulkStatus', account });
  return reply.ok && reply.value?.id === id ? reply.value : null;
}

interface Props {
  /**
   * The account the manager showed when the dialog opened: every request names it (refused once
   * another is current). Absent when the page had not heard it yet: the dialog learns it first.
   */
  account?: string;
  /** The account's links (the manager's mirror): addresses already shortened are shown with their link. */
  links: readonly StoredLink[];
  groups: { id: string; name: string }[];
  copyFormat: CopyFormat;
  onClose: (message?: string) => void;
}

/** A line without an address goes to the job as it reads (cut: the results show one line of it). */
const UNREAD_INPUT_MAX = 1_000;

export function BulkDialog({ account: opened, links, groups, copyFormat, onClose }: Props) {
  const [shownFor, setShownFor] = useState(opened || null);
  const [status, setStatus] = useState<Status | null>(null);
  /** The whole job: as it started, then as fetched (its end, or Copy all or Export during the run). */
  const [job, setJob] = useState<BulkJob | null>(null);
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const [text, setText] = useState('');
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [presetId, setPresetId] = useState('');
  const [groupId, setGroupId] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const [starting, setStarting] = useState(false);

  useEffect(() => {
    void send({ type: 'status' }).then((reply) => {
      if (!reply.ok) return;
      setStatus(reply.value);
      setGroupId(reply.value.settings.defaultGroupId);
    });
    if (!shownFor) void accountToName(null).then((named) => named.ok && setShownFor(named.value));
  }, []);
  useEffect(() => {
    if (!shownFor) return;
    // The account's last list: one still running (this page was closed, or the worker stopped) where
    // it stands, one ended with its results, as a download manager keeps its finished downloads.
    void send({ type: 'bulkStatus', account: shownFor }).then(
      (reply) => reply.ok && reply.value && reply.value.id !== putAway && setJob(reply.value),
    );
  }, [shownFor]);

  const account = job?.account;
  const jobId = job?.id;
  const running = job !== null && job.endedAt === null;
  const adopt = (next: BulkJob | null) => next && next.id === jobId && setJob(next);
  // While it runs, only the small progress item is watched (the whole job is rewritten less often),
  // and read once: what was written before the watch began (its end, even) is not missed.
  useEffect(() => {
    if (!account || !running) return;
    const item = bulkProgressItem(account);
    const take = (value: unknown) => {
      const next = readProgress(value);
      if (next?.jobId === jobId) setProgress(next);
    };
    const unwatch = item.watch(take);
    void item.getValue().then(take);
    return unwatch;
  }, [account, jobId, running]);
  const progressEnded = progress !== null && progress.jobId === jobId && progress.endedAt !== null;
  useEffect(() => {
    if (account && jobId && progressEnded) void wholeJob(account, jobId).then(adopt);
  }, [account, jobId, progressEnded]);
  useEffect(() => {
    if (!running) return;
    // Its answer counts only once the job has ended (an end whose progress came before the watch).
    const timer = setInterval(
      () =>
        void send({ type: 'bulkStatus', account: account! }).then(
          (r) => r.ok && r.value && r.value.endedAt !== null && adopt(r.value),
        ),
      HEARTBEAT_MS,
    );
    return () => clearInterval(timer);
  }, [running, jobId]);

  const { lines, reading } = useListLines(text);
  const [fileRefused, setFileRefused] = useState('');
  const preset = status?.presets.presets.find((p) => p.id === presetId) ?? null;
  const urls = useMemo(() => lines.flatMap((l) => ('url' in l ? [l.url] : [])), [lines]);
  const tooMany = countRefusal(urls.length);
  // A list refused for its length is not planned: that would hold the page for nothing.
  const plan = useMemo(
    () => (tooMany ? [] : planAddresses(urls, { stripTracking: status?.settings.stripTracking ?? false, preset })),
    [urls, status, preset],
  );
  const known = useMemo(() => new Map(links.map((l) => [destinationKey(l.destination), l])), [links]);
  const problems = lines.filter((l): l is Extract<InputLine, { reason: string }> => 'reason' in l);
  const sent = plan.filter((p) => !p.credentials && (!p.privateHost || ticked.has(p.url)));
  const duplicates = plan.reduce((n, p) => n + p.duplicates, 0);
  const sendable = tooMany || reading ? 0 : sent.length;
  const knownCount = sendable ? sent.filter((p) => known.has(destinationKey(p.url))).length : 0;
  const newCount = sendable - knownCount;
  // Every line pasted is counted once: new, already shortened, a repeat, or not shortened.
  const notSent = plan.length - sent.length + problems.length;
  const attention = plan.filter((p) => p.credentials || p.privateHost);
  const ready = plan.filter((p) => !p.credentials && !p.privateHost);

  async function openFile(e: Event) {
    const input = e.target as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) return;
    input.value = '';
    const read = await readListFile(file);
    setFileRefused('refused' in read ? listRefusalText(read.refused, file.name) : '');
    if ('refused' in read) return;
    // What was read goes into the field, one line per cell or line: the user sees it and may edit it.
    setText(read.lines.map((l) => l.input).join('\n'));
    setAnnouncement(t('bulkFileRead', file.name));
  }

  async function start() {
    setStarting(true);
    const named = await accountToName(shownFor);
    if (!named.ok) {
      setStarting(false);
      return setAnnouncement(failureText(named.error).text);
    }
    setShownFor(named.value);
    const reply = await send({
      type: 'bulkStart',
      account: named.value,
      addresses: urls,
      confirmed: plan.filter((p) => p.privateHost && ticked.has(p.url)).map((p) => p.url),
      unread: problems.slice(0, MAX_BULK).map((l) => ({ input: l.input.slice(0, UNREAD_INPUT_MAX), reason: l.reason })),
      presetId: presetId || null,
      groupId: groupId || null,
    });
    setStarting(false);
    if (reply.ok) setJob(reply.value);
    else setAnnouncement(failureText(reply.error).text);
  }

  const tick = (url: string, on: boolean) =>
    setTicked((s) => {
      const next = new Set(s);
      if (on) next.add(url);
      else next.delete(url);
      return next;
    });

  const groupChoices =
    groupId && !groups.some((g) => g.id === groupId) ? [...groups, { id: groupId, name: groupId }] : groups;

  return (
    <Modal label={t('bulkTitle')} class="bulk" onClose={() => onClose()}>
      <h2 class="dialog-title">{t('bulkTitle')}</h2>
      {job ? (
        <BulkJobView
          job={progress?.jobId === job.id && job.endedAt === null ? withStates(job, progress) : job}
          progress={progress?.jobId === job.id ? progress : null}
          onCancel={() => void send({ type: 'bulkCancel', account: account! }).then((r) => r.ok && adopt(r.value))}
          copyFormat={copyFormat}
          onAnnounce={setAnnouncement}
          onAnother={() => ((putAway = job.id), setJob(null), setProgress(null), setText(''), setTicked(new Set()))}
          onClose={onClose}
        />
      ) : (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (sendable > 0 && !starting) void start();
          }}
        >
          <label class="field">
            <span>{t('bulkAddresses')}</span>
            <textarea
              name="addresses"
              dir="auto"
              rows={6}
              // One address a line, as pasted: not broken at its "?" or "/" (the box scrolls sideways).
              wrap="off"
              value={text}
              aria-describedby="bulk-hint"
              onInput={(e) => setText((e.target as HTMLTextAreaElement).value)}
            />
          </label>
          <p class="hint small" id="bulk-hint">
            {t('bulkAddressesHint')}
          </p>
          <label class="field">
            <span>{t('bulkOpenFile')}</span>
            <input type="file" name="file" accept=".txt,.csv,text/plain,text/csv" onChange={(e) => void openFile(e)} />
          </label>
          {fileRefused && (
            <p class="error" role="alert">
              {fileRefused}
            </p>
          )}
          <div class="bulk-choices">
            <label class="field">
              <span>{t('fieldGroup')}</span>
              <select name="group" value={groupId} onChange={(e) => setGroupId((e.target as HTMLSelectElement).value)}>
                <option value="">{t('groupNone')}</option>
                {groupChoices.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
              </select>
            </label>
            <label class="field">
              <span>{t('campaignField')}</span>
              <select
                name="campaign"
                value={presetId}
                onChange={(e) => setPresetId((e.target as HTMLSelectElement).value)}
              >
                <option value="">{t('campaignNone')}</option>
                {status?.presets.presets.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {reading && <p class="hint small">{t('bulkReading')}</p>}
          {tooMany && (
            <p class="error" role="alert">
              {listRefusalText(tooMany)}
            </p>
          )}
          {lines.length > 0 && (
            <section class="bulk-preview" aria-labelledby="bulk-preview-title">
              <h3 id="bulk-preview-title">{t('bulkPreview')}</h3>
              <p class="bulk-summary">{t('bulkSummary', newCount, knownCount, duplicates, notSent)}</p>
              {/* What needs the user first: local addresses to tick, addresses with a password, lines without an address. */}
              {attention.length + problems.length > 0 && (
                <>
                  <h4 id="bulk-attention-title" class="bulk-attention-title">
                    {plural('bulkNeedsAttention', attention.length + problems.length)}
                  </h4>
                  <ul class="bulk-list attention" tabIndex={0} aria-labelledby="bulk-attention-title">
                    {attention.map((p) => (
                      <li key={p.url} data-state={p.credentials ? 'refused' : 'private'}>
                        <bdi class="bulk-url" dir="auto" title={p.url}>
                          {p.url}
                        </bdi>
                        {p.credentials && <span class="error small"> {t('errorCredentialsInUrl')}</span>}
                        {p.privateHost && !p.credentials && (
                          <label class="check small">
                            <input
                              type="checkbox"
                              checked={ticked.has(p.url)}
                              onChange={(e) => tick(p.url, (e.target as HTMLInputElement).checked)}
                            />
                            {t('bulkConfirmPrivate', p.privateHost)}
                          </label>
                        )}
                      </li>
                    ))}
                    {problems.map((l, i) => (
                      <li key={`problem-${i}`} data-state="junk">
                        <bdi class="bulk-url" dir="auto" title={l.input}>
                          {l.input}
                        </bdi>{' '}
                        <span class="error small">{lineReason(l.reason)}</span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {/* Focusable: it scrolls, and a keyboard must be able to scroll it. */}
              {ready.length > 0 && (
                <ul class="bulk-list" tabIndex={0} aria-labelledby="bulk-preview-title">
                  {ready.map((p) => {
                    const link = known.get(destinationKey(p.url));
                    return (
                      <li key={p.url} data-state={link ? 'known' : 'new'}>
                        <bdi class="bulk-url" dir="auto" title={p.url}>
                          {p.url}
                        </bdi>
                        {p.duplicates > 0 && <span class="hint small"> {t('bulkDuplicate', p.duplicates + 1)}</span>}
                        {link && <span class="hint small"> {t('bulkKnown', link.shortLink)}</span>}
                      </li>
                    );
                  })}
                </ul>
              )}
            </section>
          )}
          <div class="row end bulk-submit">
            <button type="button" onClick={() => onClose()}>
              {t('close')}
            </button>
            {/* The preview's own counts: the new addresses, or those already shortened (their links come back). */}
            <button
              type="submit"
              class="primary bulk-go"
              disabled={sendable === 0 || starting}
              aria-describedby={newCount > 0 && knownCount > 0 ? 'bulk-go-known' : undefined}
            >
              {sendable === 0
                ? t('shorten')
                : newCount > 0
                  ? plural('bulkShortenNew', newCount)
                  : plural('bulkGetExisting', knownCount)}
            </button>
            {/* Those already shortened: a note beside the button (under it when narrow), not in it, so the button stays one line. */}
            {newCount > 0 && knownCount > 0 && (
              <span class="hint small bulk-go-known" id="bulk-go-known">
                {plural('bulkAlreadyShortenedCount', knownCount)}
              </span>
            )}
          </div>
        </form>
      )}
      <p class="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </Modal>
  );
}
