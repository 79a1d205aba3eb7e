/** "Try an address": which site rule applies to it, and what that rule sets. */
import { useState } from 'preact/hooks';
import type { AccountView } from '../../shared/messages/contract';
import type { Preset } from '../../shared/links/presets';
import { ruleFor } from '../../shared/rules/match';
import type { SiteRule } from '../../shared/rules/rule';
import type { LinkGroup } from '../../shared/types';
import { t } from '../../platform/text/i18n';
import { ruleSummary } from './site-rule-text';

interface Props {
  rules: readonly SiteRule[];
  accounts: readonly AccountView[];
  presets: readonly Preset[];
  /** The groups a rule's group is named among. */
  groupsFor: (rule: SiteRule) => readonly LinkGroup[];
}

export function SiteTry({ rules, accounts, presets, groupsFor }: Props) {
  const [address, setAddress] = useState('');
  const typed = address.trim();
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(typed) ? typed : `https://${typed}`;
  const rule = typed ? ruleFor(rules, withScheme) : null;
  return (
    <div class="field site-try">
      <label for="site-try">{t('sitesTry')}</label>
      <input
        id="site-try"
        type="url"
        dir="ltr"
        value={address}
        placeholder="https://www.example.com/page"
        onInput={(e) => setAddress((e.target as HTMLInputElement).value)}
      />
      {typed && (
        <p class="small" id="site-try-result" role="status">
          {rule
            ? t(
                'sitesTryMatch',
                rules.indexOf(rule) + 1,
                rule.pattern,
                ruleSummary(rule, accounts, presets, groupsFor(rule)),
              )
            : t('sitesTryNone')}
        </p>
      )}
    </div>
  );
}
