/**
 * The page's link once shortened: its card, with which URL was shortened (and why that one) inside
 * it beside the site's icon, and the campaign applied on opening as a small line of the card's own.
 */
import type { ComponentProps } from 'preact';
import type { PreparedUrl } from '../../shared/messages/contract';
import { t } from '../../platform/text/i18n';
import { PreparedNote } from './PreparedNote';
import { ShortLinkCard } from './ShortLinkCard';
import { RuleLine } from './RuleLine';
import type { TabInfo } from './opening';
import { iconFor, siteIconOf } from './tab-icon';

type Props = Omit<ComponentProps<typeof ShortLinkCard>, 'destination' | 'favicon' | 'meta'> & {
  /** The tab the popup is over: its icon is drawn beside the link when the link leads to its site. */
  tab?: TabInfo | null;
  /** The URL that was sent. */
  url: string;
  prepared: PreparedUrl | null;
  /** The campaign preset applied to this link on opening (its name), if any. */
  campaign?: string;
  /** Shorten the tab's own address instead: the link for the cleaned one stays. */
  onOriginal?: () => void;
  /** Shorten once without the site rule that applied. */
  onWithoutRule?: () => void;
};

export function ShortenResult({ url, prepared, tab = null, campaign, onOriginal, onWithoutRule, ...card }: Props) {
  const { rule, elsewhere, ruleLocked } = card.outcome;
  return (
    <>
      <ShortLinkCard
        {...card}
        favicon={iconFor(siteIconOf(tab), card.outcome.link.destination)}
        destination={<PreparedNote url={url} prepared={prepared} onOriginal={onOriginal} />}
        meta={
          campaign && (
            <span class="chip" id="campaign-applied">
              {t('campaignAppliedOnOpen', campaign)}
            </span>
          )
        }
      />
      {rule && <RuleLine rule={rule} elsewhere={elsewhere?.name} onWithout={onWithoutRule} locked={ruleLocked} />}
    </>
  );
}
