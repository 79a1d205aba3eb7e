/**
 * The options page's site rules: an ordered list of cards (the first rule that matches an address
 * applies), added, edited, moved and removed; imported (previewed first) and exported as JSON; an
 * address tried against them once there are some. Each change sends the whole list to the
 * background (`saveSiteRules`), the only writer; the list shown is the one it answers. A policy's
 * locked rules are shown, not changed.
 */
import { useEffect, useState } from 'preact/hooks';
import type { Status } from '../../shared/messages/contract';
import { exportRules } from '../../shared/rules/rule-file';
import type { SiteRule, SiteRulesState } from '../../shared/rules/rule';
import { planImport, type ImportPlan } from '../../shared/rules/import-plan';
import { send } from '../../platform/messages/send';
import { failureText } from '../../platform/text/failure-text';
import { t } from '../../platform/text/i18n';
import { SiteRuleEditor } from './SiteRuleEditor';
import { SiteRuleCard } from './SiteRuleCard';
import { SiteTry } from './SiteTry';
import { IMPORT_BUTTON_ID, SiteImportButton, type FileRead } from './SiteImportButton';
import { SiteImportPreview } from './SiteImportPreview';
import { downloadText } from '../components/download';
import { useRuleGroups } from './use-rule-groups';
import './sites.css';

const WAIT_NOTE_ID = 'sites-wait-note';

type Notice = { tone: 'ok' | 'error'; lines: string[] } | null;

export function SitesSection({ status, initial = null }: { status: Status; initial?: SiteRulesState | null }) {
  const [state, setState] = useState<SiteRulesState | null>(initial);
  const [editing, setEditing] = useState<{ draft: SiteRule; at: number | null } | null>(null);
  const [importing, setImporting] = useState<{ fileName: string; plan: ImportPlan } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!initial) void send({ type: 'siteRules' }).then((r) => r.ok && setState(r.value));
  }, []);
  // The groups seen on the links of the accounts the rules name (the service lists none of its own): shown by name.
  const groupsFor = useRuleGroups(state?.rules, status.accounts);
  if (!state) return null;
  const { rules, locked } = state;
  const presets = status.presets.presets;
  // While the new-rule form is open the other rules wait: a line says why, not greyed buttons alone.
  const newOpen = editing?.at === null && rules.length > 0;

  async function save(next: SiteRule[], done: string): Promise<boolean> {
    setBusy(true);
    const reply = await send({ type: 'saveSiteRules', rules: next });
    setBusy(false);
    if (!reply.ok) {
      setNotice({ tone: 'error', lines: [failureText(reply.error).text] });
      return false;
    }
    setState(reply.value);
    setEditing(null);
    setNotice({ tone: 'ok', lines: [done] });
    return true;
  }

  const move = (from: number, to: number) => {
    const next = [...rules];
    const [rule] = next.splice(from, 1);
    next.splice(to, 0, rule!);
    void save(next, t('ruleMoved', rule!.pattern));
  };

  function previewFile(read: FileRead) {
    if (!read.ok) return setNotice({ tone: 'error', lines: read.lines });
    setNotice(null);
    setImporting({ fileName: read.name, plan: planImport(rules, read.rules, status.accounts) });
  }

  /** The preview closed (imported or not): back to the button that opened it. */
  function closeImport() {
    setImporting(null);
    requestAnimationFrame(() => document.getElementById(IMPORT_BUTTON_ID)?.focus());
  }

  const exportButton = rules.length > 0 && (
    <button type="button" onClick={() => downloadText('prettylink-sites.json', exportRules(rules), 'application/json')}>
      {t('rulesExport')}
    </button>
  );

  return (
    <section aria-labelledby="sites-heading" class="sites">
      <h2 id="sites-heading">{t('sitesSection')}</h2>
      <p class="hint">{t('sitesIntro')}</p>
      {locked && <p class="hint">{t('sitesLocked')}</p>}
      {importing ? (
        <SiteImportPreview
          fileName={importing.fileName}
          plan={importing.plan}
          accounts={status.accounts}
          presets={presets}
          groupsFor={groupsFor}
          busy={busy}
          onConfirm={(next) => void save(next, t('rulesImported')).then((saved) => saved && closeImport())}
          onCancel={closeImport}
        />
      ) : rules.length === 0 ? (
        <p class="hint">{t('sitesEmpty')}</p>
      ) : (
        <>
          {newOpen && (
            <p class="hint" id={WAIT_NOTE_ID}>
              {t('ruleFormOpenNote')}
            </p>
          )}
          <ol class="site-rules">
            {rules.map((rule, i) => (
              <SiteRuleCard
                key={`${i}:${rule.pattern}`}
                rule={rule}
                at={i}
                count={rules.length}
                accounts={status.accounts}
                presets={presets}
                groups={groupsFor(rule)}
                actions={
                  locked
                    ? undefined
                    : {
                        disabled: busy || !!editing,
                        waitNote: newOpen ? WAIT_NOTE_ID : undefined,
                        onMove: (to) => move(i, to),
                        onEdit: () => setEditing({ draft: rule, at: i }),
                        onRemove: () =>
                          void save(
                            rules.filter((_, j) => j !== i),
                            t('ruleRemoved', rule.pattern),
                          ),
                      }
                }
              />
            ))}
          </ol>
        </>
      )}
      {editing && (
        <SiteRuleEditor
          key={editing.at ?? 'new'}
          draft={editing.draft}
          isNew={editing.at === null}
          accounts={status.accounts}
          presets={presets}
          busy={busy}
          onSave={(rule) =>
            void save(
              editing.at === null ? [...rules, rule] : rules.map((r, j) => (j === editing.at ? rule : r)),
              t('ruleSaved'),
            )
          }
          onCancel={() => setEditing(null)}
        />
      )}
      {!editing && !importing && (
        <div class="row site-actions">
          {!locked && (
            <button type="button" onClick={() => (setNotice(null), setEditing({ draft: { pattern: '' }, at: null }))}>
              {t('ruleAdd')}
            </button>
          )}
          {!locked && <SiteImportButton disabled={busy} onRead={previewFile} />}
          {exportButton}
        </div>
      )}
      <p
        role="status"
        aria-live="polite"
        class={notice?.tone === 'error' ? 'error notice' : 'ok notice'}
        id="sites-notice"
      >
        {notice?.lines.map((line, i) => (i === 0 ? line : [<br key={i} />, line]))}
      </p>
      {rules.length > 0 && !importing && (
        <SiteTry rules={rules} accounts={status.accounts} presets={presets} groupsFor={groupsFor} />
      )}
    </section>
  );
}
