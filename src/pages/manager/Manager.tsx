/**
 * The link manager: every link of the account's mirror, searched, filtered, sorted,
 * selected, exported and deleted; one page for Chrome's side panel, Firefox's sidebar and a tab.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { Link } from '../../shared/types';
import { copyLink } from '../../platform/clip-for';
import type { CopyFormat } from '../../shared/links/clip';
import { send } from '../../platform/messages/send';
import { plural, t } from '../../platform/text/i18n';
import { copyText } from '../../platform/clipboard';
import type { ExportFormat } from './export';
import type { FirstRows } from './first-rows';
import type { OpenDialog } from './ManagerDialogs';
import { LinkGrid } from './LinkGrid';
import type { RowAction } from './LinkRow';
import {
  facets,
  filterIndex,
  indexLinks,
  searchTerms,
  sortIndex,
  type Filters,
  type Indexed,
  type SortDir,
  type SortKey,
} from './query';
import {
  clickSelect,
  emptySelection,
  pruneSelection,
  selectAll,
  shownSelection,
  unselectAll,
  type Selection,
} from './row-selection';
import { SelectionBar } from './SelectionBar';
import { EmptyState } from './EmptyState';
import { SyncStatus } from './SyncStatus';
import { ManagerHead } from './ManagerHead';
import { Toolbar, type SortChoice } from './Toolbar';
import { lazy } from '../components/lazy';
import { SharingContext, sharingOf, type Sharing } from '../components/sharing';
import { useMirror, type MirrorDeps } from './use-mirror';
import { PointDialog, usePointHere } from './use-point-here';
import { RowMenuList } from './row-menu-list';

interface Props {
  /** `panel`: the side panel or sidebar; `tab`: a full page. */
  view: 'panel' | 'tab';
  deps?: MirrorDeps;
  /** The head read the page started before rendering (./first-rows.ts). */
  first?: FirstRows;
}

type Open = OpenDialog | null;

/** The editor, QR and delete dialogs: none of them is needed to paint the first rows. */
const ManagerDialog = lazy(() => import('./ManagerDialogs').then((m) => m.ManagerDialog));
const Problem = lazy(() => import('../components/Problem').then((m) => m.Problem));

export function Manager({ view, deps, first }: Props) {
  const mirror = useMirror(deps, first);
  const [filters, setFilters] = useState<Filters>({ text: '', group: null, domain: null });
  const [sort, setSort] = useState<SortChoice>('created-desc');
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [open, setOpen] = useState<Open>(null);
  const [announcement, setAnnouncement] = useState('');
  const [copyFormat, setCopyFormat] = useState<CopyFormat>('plain');
  const [sharing, setSharing] = useState<Sharing | null>(null);
  const search = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Needed only to copy and share: asked once the first rows are shown (it may start the worker).
    requestIdleCallback(
      () =>
        void send({ type: 'status' }).then(
          (reply) =>
            reply.ok && (setCopyFormat(reply.value.settings.copyFormat), setSharing(sharingOf(reply.value.settings))),
        ),
    );
    // `/` focuses the search from anywhere but a text field.
    const onKey = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement;
      if (
        e.key !== '/' ||
        e.ctrlKey ||
        e.metaKey ||
        e.altKey ||
        target.closest('input, textarea, select, dialog, [contenteditable]')
      )
        return;
      e.preventDefault();
      search.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  // Indexed once per list, sorted once per sort choice; a keystroke only filters (src/pages/manager/query.ts).
  const index = useMemo(() => indexLinks(mirror.links), [mirror.links]);
  const { groups, domains, ungrouped } = useMemo(() => facets(index), [index]);
  // Links told changed during a list are merged into the last sort of the same choice.
  const lastSort = useRef<{ sort: string; sorted: Indexed<(typeof mirror.links)[number]>[] } | null>(null);
  const sorted = useMemo(() => {
    const [key, dir] = sort.split('-') as [SortKey, SortDir];
    const next = sortIndex(index, key, dir, lastSort.current?.sort === sort ? lastSort.current.sorted : undefined);
    lastSort.current = { sort, sorted: next };
    return next;
  }, [index, sort]);
  const shown = useMemo(() => filterIndex(sorted, filters), [sorted, filters]);
  // The ids in view, for a selection's range or "select all": made when one asks (a keystroke needs none).
  const shownIds = () => shown.map((l) => l.id);
  const terms = useMemo(() => searchTerms(filters.text), [filters.text]);
  // The select-all box's state: counted only while something is selected (nothing to count at first paint).
  const shownSelected = useMemo(
    () => (selection.ids.size ? shownSelection(selection, shownIds()) : 'none'),
    [selection, shown],
  );

  useEffect(() => setSelection((s) => pruneSelection(s, new Set(mirror.links.map((l) => l.id)))), [mirror.links]);

  // A dialog's requests name the account its links were shown for: refused if another is current by then.
  const forAccount = () => (mirror.account ? { account: mirror.account } : {});

  const onSelect = useCallback(
    (id: string, shift: boolean) => setSelection((s) => clickSelect(s, id, shift, shownIds())),
    [shown],
  );
  // The selection in the order shown (then any selected link filtered out of view).
  const selectedInOrder = (): Link[] => {
    const inView = shown.filter((l) => selection.ids.has(l.id));
    const rest = mirror.links.filter((l) => selection.ids.has(l.id) && !inView.includes(l));
    return selection.ids.size ? [...inView, ...rest] : shown;
  };

  const copy = async (link: Link) => {
    setAnnouncement('');
    setAnnouncement((await copyLink(link, copyFormat)) ? t('copied') : t('copyFailed'));
  };

  const here = usePointHere(mirror.account, setAnnouncement);
  const onAction = useCallback(
    (action: RowAction, link: Link) => {
      if (action === 'copy') void copy(link);
      else if (action === 'pin') here.togglePin(link);
      else if (action === 'point-tab') here.pointAtTab(link);
      else if (action === 'delete') setOpen({ kind: 'delete', links: [link], ...forAccount() });
      // The system's share sheet where there is one, else the destinations. It needs the click's user
      // activation, which lasts seconds (HTML's transient activation): its code may load at the click.
      else if (action === 'share')
        void import('../components/share-sheet').then(
          (m) => m.openShareSheet(link) || setOpen({ kind: 'share', link, ...forAccount() }),
        );
      else setOpen({ kind: action, link, ...forAccount() });
    },
    [copyFormat, mirror.account],
  );

  // Export and the list copy are loaded when first used: not part of the first load.
  async function copyList() {
    const links = selectedInOrder();
    setAnnouncement('');
    const { linkList } = await import('./export');
    setAnnouncement((await copyText(linkList(links))) ? plural('copiedLinks', links.length) : t('copyFailed'));
  }

  async function exportAs(format: ExportFormat) {
    const links = selectedInOrder();
    const [{ exportFile, exportFileName }, { downloadText }] = await Promise.all([
      import('./export'),
      import('../components/download'),
    ]);
    const { text, type } = exportFile(format, links);
    const name = exportFileName(format);
    downloadText(name, text, type);
    setAnnouncement(t('exported', name));
  }

  const closeModal = (message?: string) => {
    setOpen(null);
    if (message) setAnnouncement(message);
  };
  const removed = (ids: string[]) => mirror.removeLocally(ids);
  const phase = mirror.state?.phase;
  // Nothing known yet while the sync has not said where it stands, or reads, or waits to go on: placeholder rows.
  const loading =
    !mirror.loaded ||
    mirror.partial ||
    (mirror.links.length === 0 && (!mirror.state || phase === 'syncing' || phase === 'waiting'));
  // A first pass under way: the sync's line is the count (the rows drawn follow it a little behind).
  const firstSync = Boolean(mirror.state && !mirror.state.complete && (phase === 'syncing' || phase === 'waiting'));
  // Nothing to list: the service refused (a key, the account), or there are no links yet.
  const blocked =
    mirror.links.length === 0 && !mirror.partial && Boolean(mirror.error || mirror.state?.phase === 'failed');
  // The key refused, invalid or missing: the one failure a new key mends, and the one thing to do.
  const failure = mirror.error ?? (mirror.state?.phase === 'failed' ? (mirror.state.failure ?? null) : null);
  const keyRefused =
    blocked && failure !== null && ['unauthorized', 'invalid-key', 'not-configured'].includes(failure.kind);
  const empty = !blocked && mirror.loaded && mirror.links.length === 0 && !loading;
  // The dialogs and the rows' menus load once the rows are shown and the page is idle: opening one is instant.
  useEffect(() => {
    if (!loading) requestIdleCallback(() => void (ManagerDialog.preload(), RowMenuList.preload()));
  }, [loading]);

  return (
    <SharingContext.Provider value={sharing}>
      <main class={`manager ${view}`} data-view={view}>
        <ManagerHead
          view={view}
          // A refused key is said once, by the card below: the sync's status says nothing then.
          status={
            !keyRefused && <SyncStatus state={mirror.state} error={mirror.error} onSync={() => mirror.resync(true)} />
          }
          // With no links, the empty state's own button is the one way to a list (offered once).
          onShortenList={keyRefused || empty ? null : () => setOpen({ kind: 'bulk', ...forAccount() })}
        />
        {blocked && (
          <Problem
            id="blocked-title"
            kind="blocked"
            title={t(keyRefused ? 'managerKeyRefusedTitle' : 'managerBlockedTitle')}
            body={t(keyRefused ? 'managerKeyRefusedBody' : 'managerBlockedHint')}
            action={
              keyRefused
                ? {
                    label: t('managerUpdateKey'),
                    onClick: () => void import('../../platform/open-options').then((m) => m.openKeyField()),
                  }
                : { label: t('openOptions'), onClick: () => void browser.runtime.openOptionsPage() }
            }
          />
        )}
        {empty && (
          <EmptyState
            kind="none"
            title={t('managerEmpty')}
            action={{ label: t('shortenList'), onClick: () => setOpen({ kind: 'bulk', ...forAccount() }) }}
          >
            {t('managerEmptyHint')}
          </EmptyState>
        )}
        {!blocked && !empty && (
          <>
            <Toolbar
              filters={filters}
              sort={sort}
              groups={groups}
              ungrouped={ungrouped}
              domains={domains}
              searchRef={search}
              onFilters={setFilters}
              onSort={setSort}
            />
            <SelectionBar
              shown={shown.length}
              total={mirror.links.length}
              reading={loading}
              syncing={firstSync}
              selected={selection.ids.size}
              shownSelected={shownSelected}
              onSelectAll={(on) => setSelection((s) => (on ? selectAll(s, shownIds()) : unselectAll(s, shownIds())))}
              onCopyList={() => void copyList()}
              onExport={(format) => void exportAs(format)}
              onDelete={() => setOpen({ kind: 'delete', links: selectedInOrder(), ...forAccount() })}
              onClear={() => setSelection(emptySelection)}
            />
            <p class="sr-only" role="status" aria-live="polite" id="announcer">
              {announcement}
            </p>
            {mirror.links.length > 0 && shown.length === 0 && !loading && <p class="hint">{t('managerNoMatch')}</p>}
            <LinkGrid
              links={shown}
              pins={here.pins}
              selection={selection}
              terms={terms}
              state={loading ? 'loading' : 'ready'}
              onSelect={onSelect}
              onAction={onAction}
            />
            {/* Shown while the list has the focus (CSS); always its description for a screen reader. */}
            <p class="hint small keys" id="manager-keys">
              {t('managerKeys')}
            </p>
          </>
        )}
        {open && (
          <ManagerDialog
            open={open}
            groups={groups}
            links={mirror.links}
            copyFormat={copyFormat}
            onClose={closeModal}
            onRemoved={removed}
            onSaved={mirror.putLocally}
          />
        )}
        {here.point && <PointDialog target={here.point.target} link={here.point.link} onClose={here.closePoint} />}
      </main>
    </SharingContext.Provider>
  );
}
