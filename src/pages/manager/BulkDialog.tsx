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
import { countRefusal } from '../../shared/links/list-reading';
import { listRefusalText, useListLines } from './use-list-lines';
import { ListSource } from './ListSource';
import { bulkProgressItem } from '../../platform/bulk-job-item';
import { readProgress, withStates, type BulkJob, type BulkProgress } from '../../shared/links/bulk-job';
import type { CopyFormat } from '../../shared/links/clip';
import type { Status } from '../../shared/messages/contract';
import type { SiteRule } from '../../shared/rules/rule';
import { send } from '../../platform/messages/send';
import { failureText } from '../../platform/text/failure-text';
import { plural, t } from '../../platform/text/i18n';
import { accountToName } from '../components/account-to-name';
import { Modal } from '../components/Modal';
import { BulkJobView } from './BulkJobView';
import { withKnown } from './bulk-results';
import { inPrivateWindow } from '../../platform/window-privacy';
import { BulkPreview } from './BulkPreview';

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
  const [rules, setRules] = useState<SiteRule[]>([]);
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
    // The preview shows each address as its site rule will send it (its campaign, its cleaning).
    void send({ type: 'siteRules' }).then((reply) => reply.ok && setRules(reply.value.rules));
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

  const { lines, reading, refused: textTooLarge } = useListLines(text);
  const preset = status?.presets.presets.find((p) => p.id === presetId) ?? null;
  const urls = useMemo(() => lines.flatMap((l) => ('url' in l ? [l.url] : [])), [lines]);
  // Said where a list too long is said: the text is not read, so nothing is sent.
  const tooMany = textTooLarge ?? countRefusal(urls.length);
  // A list refused for its length is not planned: that would hold the page for nothing.
  const plan = useMemo(
    () =>
      tooMany
        ? []
        : planAddresses(urls, {
            stripTracking: status?.settings.stripTracking ?? false,
            preset,
            rules,
            presets: status?.presets.presets ?? [],
          }),
    [urls, status, preset, rules],
  );
  const known = useMemo(() => new Map(links.map((l) => [destinationKey(l.destination), l])), [links]);
  const problems = lines.filter((l): l is Extract<InputLine, { reason: string }> => 'reason' in l);
  const sent = plan.filter((p) => !p.credentials && (!p.privateHost || ticked.has(p.url)));
  const duplicates = plan.reduce((n, p) => n + p.duplicates, 0);
  const sendable = tooMany || reading ? 0 : sent.length;
  // The preview's three groups: each line in one of them, and each count the length of its group.
  // A local address once ticked is sent: it moves to the group that will be shortened.
  const sentSet = new Set(sent);
  const fresh = sent.filter((p) => !known.has(destinationKey(p.url)));
  const already = sent.filter((p) => known.has(destinationKey(p.url)));
  const held = plan.filter((p) => !sentSet.has(p));

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
      privateWindow: await inPrivateWindow(),
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
    <Modal title={t('bulkTitle')} class="bulk" onClose={() => onClose()}>
      {job ? (
        <BulkJobView
          job={withKnown(progress?.jobId === job.id && job.endedAt === null ? withStates(job, progress) : job, known)}
          progress={progress?.jobId === job.id ? progress : null}
          onCancel={() => void send({ type: 'bulkCancel', account: account! }).then((r) => r.ok && adopt(r.value))}
          copyFormat={copyFormat}
          onAnnounce={setAnnouncement}
          onAnother={() => ((putAway = job.id), setJob(null), setProgress(null), setText(''), setTicked(new Set()))}
          onClose={onClose}
        />
      ) : (
        <form
          class="bulk-form"
          onSubmit={(e) => {
            e.preventDefault();
            if (sendable > 0 && !starting) void start();
          }}
        >
          <div class="bulk-body">
            <ListSource text={text} onText={setText} onAnnounce={setAnnouncement} />
            <div class="bulk-choices">
              <label class="field">
                <span>{t('fieldGroup')}</span>
                <select
                  name="group"
                  value={groupId}
                  onChange={(e) => setGroupId((e.target as HTMLSelectElement).value)}
                >
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
            {lines.length > 0 && !tooMany && !reading && (
              <BulkPreview
                held={held}
                problems={problems}
                fresh={fresh}
                already={already}
                duplicates={duplicates}
                known={known}
                ticked={ticked}
                onTick={tick}
              />
            )}
          </div>
          <div class="bulk-footer row">
            {/* The preview's own counts: the new addresses, or those already shortened (their links come back). */}
            <button type="submit" class="primary bulk-go" disabled={sendable === 0 || starting}>
              {sendable === 0
                ? t('shorten')
                : fresh.length > 0
                  ? plural('bulkShortenNew', fresh.length)
                  : plural('bulkGetExisting', already.length)}
            </button>
            <button type="button" onClick={() => onClose()}>
              {t('close')}
            </button>
          </div>
        </form>
      )}
      <p class="sr-only" role="status" aria-live="polite">
        {announcement}
      </p>
    </Modal>
  );
}
