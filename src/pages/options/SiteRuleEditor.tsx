/**
 * One site rule being added or edited: its site and what it sets. The site is checked before
 * anything is sent; a refused one keeps what was typed and says why beside it.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { LinkGroup } from '../../shared/types';
import type { AccountView } from '../../shared/messages/contract';
import type { Preset } from '../../shared/links/presets';
import { checkDomain } from '../../shared/links/domain';
import { parsePattern } from '../../shared/rules/pattern';
import { tidyRule, type SiteRule } from '../../shared/rules/rule';
import { inputProblemMessage } from '../../shared/links/input';
import { t } from '../../platform/text/i18n';
import { groupName, PATTERN_PROBLEM_TEXT } from './site-rule-text';
import { askGroups } from './use-rule-groups';

interface Props {
  draft: SiteRule;
  isNew: boolean;
  accounts: readonly AccountView[];
  presets: readonly Preset[];
  busy: boolean;
  onSave: (rule: SiteRule) => void;
  onCancel: () => void;
}

type Switch = 'keep' | 'on' | 'off';
const toSwitch = (v: boolean | undefined): Switch => (v === undefined ? 'keep' : v ? 'on' : 'off');
const fromSwitch = (v: Switch) => (v === 'keep' ? undefined : v === 'on');

export function SiteRuleEditor({ draft, isNew, accounts, presets, busy, onSave, onCancel }: Props) {
  const [rule, setRule] = useState(draft);
  const [params, setParams] = useState((draft.stripParams ?? []).join(', '));
  const [problems, setProblems] = useState<{ pattern?: string; domain?: string }>({});
  const first = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => first.current?.focus(), []);
  const set = (patch: Partial<SiteRule>) => setRule((r) => ({ ...r, ...patch }));
  // Offered by name: the groups seen on the links of the account the rule makes its links in.
  const [groups, setGroups] = useState<LinkGroup[]>([]);
  const named = accounts.some((a) => a.id === rule.account) ? rule.account! : '';
  useEffect(() => {
    let asked = true;
    void askGroups(named).then((found) => asked && setGroups(found));
    return () => void (asked = false);
  }, [named]);

  function submit(e: Event) {
    e.preventDefault();
    const pattern = parsePattern(rule.pattern);
    const domain = checkDomain(rule.domain ?? '');
    const found = {
      ...(typeof pattern === 'string' ? { pattern: t(PATTERN_PROBLEM_TEXT[pattern]) } : {}),
      ...(domain ? { domain: t(inputProblemMessage[domain]) } : {}),
    };
    setProblems(found);
    if (found.pattern) return document.getElementById('rule-pattern')?.focus();
    if (found.domain) return document.getElementById('rule-domain')?.focus();
    const accountName = accounts.find((a) => a.id === rule.account)?.name;
    const stripParams = params
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean);
    onSave(
      tidyRule({ ...rule, accountName: rule.account ? (accountName ?? rule.accountName) : undefined, stripParams }),
    );
  }

  const switchField = (
    id: string,
    label: string,
    value: boolean | undefined,
    name: 'useCanonical' | 'stripTracking',
  ) => (
    <div class="field">
      <label for={id}>{label}</label>
      <select
        id={id}
        value={toSwitch(value)}
        onChange={(e) => set({ [name]: fromSwitch((e.target as HTMLSelectElement).value as Switch) })}
      >
        <option value="keep">{t('ruleAsSettings')}</option>
        <option value="on">{t('ruleOn')}</option>
        <option value="off">{t('ruleOff')}</option>
      </select>
    </div>
  );

  return (
    <form class="card rule-editor" onSubmit={submit} noValidate aria-labelledby="rule-editor-heading">
      <h3 id="rule-editor-heading">{isNew ? t('ruleNew') : t('ruleEdit')}</h3>
      <div class="field">
        <label for="rule-pattern">{t('rulePattern')}</label>
        <input
          id="rule-pattern"
          ref={first}
          dir="ltr"
          value={rule.pattern}
          aria-invalid={problems.pattern ? 'true' : undefined}
          aria-describedby={problems.pattern ? 'rule-pattern-error' : 'rule-pattern-hint'}
          onInput={(e) => set({ pattern: (e.target as HTMLInputElement).value })}
        />
        {problems.pattern ? (
          <span class="error small" id="rule-pattern-error">
            {problems.pattern}
          </span>
        ) : (
          <span class="hint small" id="rule-pattern-hint">
            {t('rulePatternHint')}
          </span>
        )}
      </div>
      <div class="field">
        <label for="rule-account">{t('ruleAccount')}</label>
        <select
          id="rule-account"
          value={rule.account ?? ''}
          onChange={(e) => set({ account: (e.target as HTMLSelectElement).value || undefined })}
        >
          <option value="">{t('ruleCurrentAccount')}</option>
          {rule.account && !accounts.some((a) => a.id === rule.account) && (
            <option value={rule.account}>{rule.accountName ?? rule.account}</option>
          )}
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="rule-domain">{t('ruleDomain')}</label>
        <input
          id="rule-domain"
          dir="ltr"
          value={rule.domain ?? ''}
          placeholder={t('ruleAsSettings')}
          aria-invalid={problems.domain ? 'true' : undefined}
          aria-describedby={problems.domain ? 'rule-domain-error' : undefined}
          onInput={(e) => set({ domain: (e.target as HTMLInputElement).value })}
        />
        {problems.domain && (
          <span class="error small" id="rule-domain-error">
            {problems.domain}
          </span>
        )}
      </div>
      <div class="field">
        <label for="rule-group">{t('ruleGroup')}</label>
        <select
          id="rule-group"
          value={rule.groupId ?? ''}
          aria-describedby="rule-group-hint"
          onChange={(e) => set({ groupId: (e.target as HTMLSelectElement).value || undefined })}
        >
          <option value="">{t('ruleAsSettings')}</option>
          {/* A group the links no longer show (or another account's) stays chosen, said not found, by its id. */}
          {rule.groupId && !groups.some((g) => g.id === rule.groupId) && (
            <option value={rule.groupId}>{groupName(rule.groupId, groups)}</option>
          )}
          {groups.map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
        <span class="hint" id="rule-group-hint">
          {t('ruleGroupHint')}
        </span>
      </div>
      <div class="field">
        <label for="rule-preset">{t('rulePreset')}</label>
        <select
          id="rule-preset"
          value={rule.presetId ?? ''}
          onChange={(e) => set({ presetId: (e.target as HTMLSelectElement).value || undefined })}
        >
          <option value="">{t('ruleNoPreset')}</option>
          {presets.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      {switchField('rule-canonical', t('ruleCanonical'), rule.useCanonical, 'useCanonical')}
      {switchField('rule-strip', t('ruleStripTracking'), rule.stripTracking, 'stripTracking')}
      <div class="field">
        <label for="rule-params">{t('ruleStripParams')}</label>
        <input
          id="rule-params"
          dir="ltr"
          value={params}
          aria-describedby="rule-params-hint"
          onInput={(e) => setParams((e.target as HTMLInputElement).value)}
        />
        <span class="hint small" id="rule-params-hint">
          {t('ruleStripParamsHint')}
        </span>
      </div>
      <label class="check">
        <input
          type="checkbox"
          checked={rule.neverAuto === true}
          onChange={(e) => set({ neverAuto: (e.target as HTMLInputElement).checked || undefined })}
        />
        {t('ruleNeverAuto')}
      </label>
      <div class="row">
        <button type="submit" class="primary" disabled={busy}>
          {t('ruleSave')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
