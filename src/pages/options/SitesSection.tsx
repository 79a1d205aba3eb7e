/**
 * The options page's site rules: an ordered list (the first rule that matches an address applies),
 * added, edited, moved and removed; an address tried against them; the list imported and exported
 * as JSON. Each change sends the whole list to the background (`saveSiteRules`), the only writer;
 * the list shown is the one it answers. A policy's locked rules are shown, not changed.
 */
import { useEffect, useState } from 'preact/hooks';
import type { SiteRulesState, Status } from '../../shared/messages/contract';
import { exportRules, importRules } from '../../shared/rules/rule-file';
import type { SiteRule } from '../../shared/rules/rule';
import { send } from '../../platform/messages/send';
import { failureText } from '../../platform/text/failure-text';
import { t } from '../../platform/text/i18n';
import { SiteRuleEditor } from './SiteRuleEditor';
import { SiteTry } from './SiteTry';
import { problemText, ruleSummary } from './site-rule-text';
import { downloadText } from '../components/download';

type Notice = { tone: 'ok' | 'error'; lines: string[] } | null;

export function SitesSection({ status, initial = null }: { status: Status; initial?: SiteRulesState | null }) {
  const [state, setState] = useState<SiteRulesState | null>(initial);
  const [editing, setEditing] = useState<{ draft: SiteRule; at: number | null } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!initial) void send({ type: 'siteRules' }).then((r) => r.ok && setState(r.value));
  }, []);
  if (!state) return null;
  const { rules, locked } = state;
  const presets = status.presets.presets;

  async function save(next: SiteRule[], done: string) {
    setBusy(true);
    const reply = await send({ type: 'saveSiteRules', rules: next });
    setBusy(false);
    if (!reply.ok) return setNotice({ tone: 'error', lines: [failureText(reply.error).text] });
    setState(reply.value);
    setEditing(null);
    setNotice({ tone: 'ok', lines: [done] });
  }

  const move = (from: number, to: number) => {
    const next = [...rules];
    const [rule] = next.splice(from, 1);
    next.splice(to, 0, rule!);
    void save(next, t('ruleMoved', rule!.pattern));
  };

  async function importFile(file: File) {
    const read = importRules(await file.text());
    if (!read.ok)
      return setNotice({ tone: 'error', lines: [t('rulesImportFailed'), ...read.problems.map(problemText)] });
    await save(read.rules, t('rulesImported'));
  }

  return (
    <section aria-labelledby="sites-heading" class="sites">
      <h2 id="sites-heading">{t('sitesSection')}</h2>
      <p class="hint small">{t('sitesIntro')}</p>
      {locked && <p class="hint small">{t('sitesLocked')}</p>}
      {rules.length === 0 ? (
        <p class="hint">{t('sitesEmpty')}</p>
      ) : (
        <ol class="site-rules">
          {rules.map((rule, i) => (
            <li key={`${i}:${rule.pattern}`} class="row">
              <strong dir="ltr">{rule.pattern}</strong>
              <span class="small">{ruleSummary(rule, status.accounts, presets)}</span>
              {!locked && (
                <span class="row">
                  <button
                    type="button"
                    aria-label={t('ruleMoveUpNamed', rule.pattern)}
                    disabled={busy || !!editing || i === 0}
                    onClick={() => move(i, i - 1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label={t('ruleMoveDownNamed', rule.pattern)}
                    disabled={busy || !!editing || i === rules.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    aria-label={t('ruleEditNamed', rule.pattern)}
                    disabled={!!editing}
                    onClick={() => setEditing({ draft: rule, at: i })}
                  >
                    {t('edit')}
                  </button>
                  <button
                    type="button"
                    aria-label={t('ruleRemoveNamed', rule.pattern)}
                    disabled={busy || !!editing}
                    onClick={() =>
                      void save(
                        rules.filter((_, j) => j !== i),
                        t('ruleRemoved', rule.pattern),
                      )
                    }
                  >
                    {t('ruleRemove')}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {editing ? (
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
      ) : (
        !locked && (
          <div class="row">
            <button type="button" onClick={() => (setNotice(null), setEditing({ draft: { pattern: '' }, at: null }))}>
              {t('ruleAdd')}
            </button>
            <label class="button">
              {t('rulesImport')}
              <input
                type="file"
                accept="application/json,.json"
                class="sr-only"
                onChange={(e) => {
                  const input = e.target as HTMLInputElement;
                  const file = input.files?.[0];
                  input.value = '';
                  if (file) void importFile(file);
                }}
              />
            </label>
            <button
              type="button"
              disabled={rules.length === 0}
              onClick={() => downloadText('prettylink-sites.json', exportRules(rules), 'application/json')}
            >
              {t('rulesExport')}
            </button>
          </div>
        )
      )}
      {locked && rules.length > 0 && (
        <button
          type="button"
          onClick={() => downloadText('prettylink-sites.json', exportRules(rules), 'application/json')}
        >
          {t('rulesExport')}
        </button>
      )}
      <p
        role="status"
        aria-live="polite"
        class={notice?.tone === 'error' ? 'error notice' : 'ok notice'}
        id="sites-notice"
      >
        {notice?.lines.map((line, i) => (i === 0 ? line : [<br key={i} />, line]))}
      </p>
      <SiteTry rules={rules} accounts={status.accounts} presets={presets} />
    </section>
  );
}
