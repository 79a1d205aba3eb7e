/**
 * What an imported file of rules would change, before anything is saved: its new, changed and
 * unchanged rules and the user's rules it removes, each with the account it will use and how that
 * account was found. An account found by its name only is used only once the user ticks it.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import type { AccountView } from '../../shared/messages/contract';
import type { Preset } from '../../shared/links/presets';
import { importedRules, type ImportPlan, type PlannedRule } from '../../shared/rules/import-plan';
import type { SiteRule } from '../../shared/rules/rule';
import type { LinkGroup } from '../../shared/types';
import { t } from '../../platform/text/i18n';
import { ruleSettings, ruleSummary } from './site-rule-text';

interface Props {
  fileName: string;
  plan: ImportPlan;
  accounts: readonly AccountView[];
  presets: readonly Preset[];
  /** The groups a rule's group is named among. */
  groupsFor: (rule: SiteRule) => readonly LinkGroup[];
  busy: boolean;
  onConfirm: (rules: SiteRule[]) => void;
  onCancel: () => void;
}

const SECTIONS = [
  ['added', 'rulesImportAdded'],
  ['replaced', 'rulesImportReplaced'],
  ['same', 'rulesImportUnchanged'],
] as const;

export function SiteImportPreview({ fileName, plan, accounts, presets, groupsFor, busy, onConfirm, onCancel }: Props) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const heading = useRef<HTMLHeadingElement>(null);
  // A keyboard or screen reader user lands on what the file would change.
  useLayoutEffect(() => heading.current?.focus(), []);
  const rules = importedRules(plan, ticked);
  const changes = plan.removed.length > 0 || plan.incoming.some((p) => p.change !== 'same');
  const tick = (i: number, on: boolean) =>
    setTicked((s) => {
      const next = new Set(s);
      if (on) next.add(i);
      else next.delete(i);
      return next;
    });

  const row = ({ rule, match }: PlannedRule, i: number) => (
    <li key={i} class="card site-rule">
      <h5 class="site-rule-pattern">
        {/* Read left to right, placed at the start of the page (the right in Arabic). */}
        <bdi dir="ltr">{rule.pattern}</bdi>
      </h5>
      <p class="site-rule-sets">{ruleSettings(rule, presets, groupsFor(rule))}</p>
      {match.by === 'current' && <p class="hint">{t('rulesImportAccountCurrent')}</p>}
      {match.by === 'id' && <p class="hint">{t('rulesImportAccountById', match.account.name)}</p>}
      {match.by === 'missing' && <p class="hint">{t('rulesImportAccountMissing', match.name)}</p>}
      {match.by === 'name' && (
        <label class="check">
          <input
            type="checkbox"
            checked={ticked.has(i)}
            onChange={(e) => tick(i, (e.target as HTMLInputElement).checked)}
          />
          {t('rulesImportAccountByName', match.account.name, rule.accountName ?? '')}
        </label>
      )}
    </li>
  );

  return (
    <section class="card import-preview" aria-labelledby="import-preview-heading">
      <h3 id="import-preview-heading" ref={heading} tabIndex={-1}>
        {t('rulesImportHeading', fileName)}
      </h3>
      <p>{changes ? t('rulesImportIntro') : t('rulesImportNoChange')}</p>
      {SECTIONS.map(([change, title]) => {
        const shown = plan.incoming.map((p, i) => [p, i] as const).filter(([p]) => p.change === change);
        return (
          shown.length > 0 && (
            <div key={change} class="import-group">
              <h4>{t(title)}</h4>
              <ul class="site-rules">{shown.map(([p, i]) => row(p, i))}</ul>
            </div>
          )
        );
      })}
      {plan.removed.length > 0 && (
        <div class="import-group">
          <h4>{t('rulesImportRemoved')}</h4>
          <ul class="site-rules">
            {plan.removed.map((rule) => (
              <li key={rule.pattern} class="card site-rule">
                <h5 class="site-rule-pattern">
                  {/* Read left to right, placed at the start of the page (the right in Arabic). */}
                  <bdi dir="ltr">{rule.pattern}</bdi>
                </h5>
                <p class="site-rule-sets">{ruleSummary(rule, accounts, presets, groupsFor(rule))}</p>
              </li>
            ))}
          </ul>
        </div>
      )}
      {changes && !rules && (
        <p class="hint" id="import-tick-needed">
          {t('rulesImportTickNeeded')}
        </p>
      )}
      <div class="row">
        {changes && (
          <button
            type="button"
            class="primary"
            disabled={busy || !rules}
            aria-describedby={rules ? undefined : 'import-tick-needed'}
            onClick={() => rules && onConfirm(rules)}
          >
            {t('rulesImportConfirm')}
          </button>
        )}
        <button type="button" onClick={onCancel}>
          {t('cancel')}
        </button>
      </div>
    </section>
  );
}
