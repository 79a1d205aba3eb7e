/** One site rule in the list, as a card: its site, what it sets, and (unless locked) moving, editing and removing it. */
import type { AccountView } from '../../shared/messages/contract';
import type { Preset } from '../../shared/links/presets';
import type { SiteRule } from '../../shared/rules/rule';
import type { LinkGroup } from '../../shared/types';
import { t } from '../../platform/text/i18n';
import { ruleSummary } from './site-rule-text';

interface Props {
  rule: SiteRule;
  /** Its place in the list (the first rule that matches applies) and the list's length. */
  at: number;
  count: number;
  accounts: readonly AccountView[];
  presets: readonly Preset[];
  groups: readonly LinkGroup[];
  /** Absent: the rules are locked and only shown. */
  actions?: {
    /** Another change is on its way, or a rule is being edited. */
    disabled: boolean;
    /** The id of the line that says why they wait, if one does. */
    waitNote?: string;
    onMove: (to: number) => void;
    onEdit: () => void;
    onRemove: () => void;
  };
}

export function SiteRuleCard({ rule, at, count, accounts, presets, groups, actions }: Props) {
  // A group none of the synced links is in: the rest of what the rule sets, then the warning.
  const unseen = rule.groupId !== undefined && !groups.some((g) => g.id === rule.groupId);
  const rest = unseen && ruleSummary({ ...rule, groupId: undefined }, accounts, presets, groups);
  const others = rest !== t('ruleSetsNothing') && rest;
  return (
    <li class="card site-rule">
      <h3 class="site-rule-pattern">
        {/* Read left to right, placed at the start of the page (the right in Arabic). */}
        <bdi dir="ltr">{rule.pattern}</bdi>
      </h3>
      {/* A group none of the synced links is in: a warning that says what to do (the id is the form's to show). */}
      {!unseen || others ? (
        <p class="site-rule-sets">{unseen ? others : ruleSummary(rule, accounts, presets, groups)}</p>
      ) : null}
      {unseen && <p class="site-rule-warn">{t('ruleGroupMissingWarn')}</p>}
      {actions && (
        <div class="row site-rule-actions">
          <button
            type="button"
            aria-label={t('ruleMoveUpNamed', rule.pattern)}
            aria-describedby={actions.waitNote}
            disabled={actions.disabled || at === 0}
            onClick={() => actions.onMove(at - 1)}
          >
            ↑
          </button>
          <button
            type="button"
            aria-label={t('ruleMoveDownNamed', rule.pattern)}
            aria-describedby={actions.waitNote}
            disabled={actions.disabled || at === count - 1}
            onClick={() => actions.onMove(at + 1)}
          >
            ↓
          </button>
          <button
            type="button"
            aria-label={t('ruleEditNamed', rule.pattern)}
            aria-describedby={actions.waitNote}
            disabled={actions.disabled}
            onClick={actions.onEdit}
          >
            {t('edit')}
          </button>
          <button
            type="button"
            aria-label={t('ruleRemoveNamed', rule.pattern)}
            aria-describedby={actions.waitNote}
            disabled={actions.disabled}
            onClick={actions.onRemove}
          >
            {t('ruleRemove')}
          </button>
        </div>
      )}
    </li>
  );
}
