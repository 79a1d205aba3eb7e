/**
 * The line that names the site rule behind the page's link ("Rule: *.acme.co"), the account it
 * went to when that is not the current one, and the way to shorten once without the rule.
 */
import { t } from '../../platform/text/i18n';

interface Props {
  /** The rule's pattern. */
  rule: string;
  /** The account the rule sent the link to, when it is not the current one. */
  elsewhere?: string;
  /** The rule kept the popup from shortening on opening. */
  held?: boolean;
  /** Absent: the rule cannot be set aside here. */
  onWithout?: () => void;
  /** The administrator's rule, locked: never offered to be set aside (the background refuses it). */
  locked?: boolean;
}

export function RuleLine({ rule, elsewhere, held = false, onWithout, locked = false }: Props) {
  return (
    <p class="hint small rule-line" id="rule-line">
      <span dir="auto">{t('ruleApplied', rule)}</span>
      {elsewhere && <span>{` · ${t('ruleMadeIn', elsewhere)}`}</span>}
      {held && <span>{` · ${t('ruleHeld')}`}</span>}
      {onWithout && !locked && (
        <>
          {' '}
          <button type="button" class="link" onClick={onWithout}>
            {t('ruleWithoutOnce')}
          </button>
        </>
      )}
      {/* The link is that account's: edited (and listed) there, so the way there is said. */}
      {elsewhere && <span class="rule-note">{t('ruleMadeInNote')}</span>}
    </p>
  );
}
