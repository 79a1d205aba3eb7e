/**
 * The card above the list: the page's short link (or the site's own), the work on it, the way to
 * fix a failure, the form. Drawn only once the status says there is a key, so never in the first
 * frame: a later part (./lazy-parts.tsx), its code loaded beside the status request (./Popup.tsx).
 */
import { useEffect, useMemo } from 'preact/hooks';
import type { Link, LinkGroup } from '../../shared/types';
import type { PreparedUrl, ShortenInput, Status } from '../../shared/messages/contract';
import type { Settings } from '../../shared/settings/settings';
import { autoShortens } from '../../shared/settings/private-window';
import type { CopyFormat } from '../../shared/links/clip';
import { copyText } from '../../platform/clipboard';
import { copyLink } from '../../platform/clip-for';
import { t } from '../../platform/text/i18n';
import { inPrivateWindow } from '../../platform/window-privacy';
import { FailureCard, PrivateAsk, ShortenForm, ShortenResult, SiteLinkCard } from './card-parts';
import { RuleLine } from './RuleLine';
import type { CopyLink } from './CopyMenu';
import type { OpeningExtras, TabInfo } from './opening';
import type { RecentLinks } from './use-recent-links';
import type { useShortener } from './use-shortener';
import { SITE_LINK_COPIED } from './use-copy-flash';
import { withRetries } from '../components/lazy';
import type { RowMenuItem } from '../components/RowMenu';
import { addMenuItems } from './add-menu';
import { setPointTarget } from './point-target';
import { askTabs } from './ask-tabs';

export interface CurrentPageProps {
  shortener: ReturnType<typeof useShortener>;
  status: Status;
  prefs: Settings;
  tab: TabInfo | null;
  /** The tab's URL when it can be shortened. */
  pageUrl: string | null;
  prepared: PreparedUrl | null;
  extras: OpeningExtras | null;
  recent: RecentLinks;
  groups: LinkGroup[];
  formOpen: boolean;
  onFormOpen: () => void;
  onCopy: CopyLink;
  /** The link last copied, and whether its "Copied ✓" still shows (./use-copy-flash.ts). */
  copiedId: string | null;
  flash: boolean;
  announceCopy: (copied: Promise<boolean>, id: string | null) => void;
  onAnnounce: (text: string) => void;
  /** A key that works: the header's "+" menu is offered, its items made here (./add-menu.ts). */
  canMake: boolean;
  onAdds: (items: RowMenuItem[] | null) => void;
  /** "Shorten all tabs": the tabs permission's answer, asked in the menu item's click. */
  onTabsAsked: (granted: Promise<boolean>) => void;
}

export function CurrentPage(p: CurrentPageProps) {
  const { shortener, prefs, tab, pageUrl, prepared, extras, recent, formOpen, copiedId } = p;
  const { state } = shortener;
  // Asked once the card is up, so a click on "Shorten" sends at once (the answer is kept per page).
  useEffect(() => void inPrivateWindow(), []);
  // The page as it would be shortened: where *Redirect a link here…* sends the link picked; its
  // dialog loads when asked (./point-here.tsx).
  const target = (pageUrl && (prepared?.url ?? pageUrl)) || null;
  useEffect(() => {
    setPointTarget(target);
    const pointHere = (to: string) => () =>
      void withRetries(() => import('./point-here')).then((m) => m.openPointDialog(to, recent.refresh));
    p.onAdds(
      p.canMake
        ? addMenuItems({
            newLink: p.onFormOpen,
            shortenTabs: () => p.onTabsAsked(askTabs()),
            pointHere: target ? pointHere(target) : null,
          })
        : null,
    );
    return () => (p.onAdds(null), setPointTarget(null));
  }, [p.canMake, target]);
  const domains = useMemo(
    () => [...new Set([...p.status.recentDomains, prefs.defaultDomain].filter(Boolean))],
    [prefs, p.status],
  );
  // The form shows the address it sends and the user pressed Shorten: that is the confirmation a local or private address needs.
  const submitForm = (input: ShortenInput) => shortener.shorten({ ...input, privateConfirmed: true });
  const form = (note?: string) => (
    <ShortenForm
      url={prepared?.url ?? pageUrl ?? ''}
      title={tab?.title}
      domains={domains}
      defaultDomain={prepared?.domain ?? prefs.defaultDomain}
      busy={state.phase === 'working'}
      note={note}
      campaigns={p.status.presets}
      onSubmit={submitForm}
      // A pasted address was not seen before it went: a local or private one is asked about first.
      onPaste={pageUrl ? undefined : (input: ShortenInput) => void shortener.shorten(input)}
    />
  );
  // As the site gave it; a format from the Copy menu titles it with the page's title.
  const copySiteLink = (format?: CopyFormat) => {
    const shortLink = extras!.siteLink!;
    const copied = format
      ? copyLink({ shortLink, title: tab?.title ?? '', destination: pageUrl ?? shortLink }, format)
      : copyText(shortLink);
    return p.announceCopy(copied, SITE_LINK_COPIED);
  };

  return (
    <div class="current">
      {state.phase === 'done' && !formOpen && (
        <ShortenResult
          url={state.input.url}
          prepared={prepared}
          outcome={state.outcome}
          account={recent.account}
          groups={p.groups}
          wantedBackHalf={state.input.backHalf}
          onCopy={p.onCopy}
          copied={copiedId === state.outcome.link.id ? (p.flash ? 'now' : 'before') : null}
          tab={tab}
          campaign={state.input.url === extras?.campaign?.url ? extras.campaign.name : undefined}
          onChanged={(l: Link) => (shortener.replace(l), recent.put(l))}
          onGone={(id: string) => (recent.drop(id), p.onFormOpen())}
          onNewLink={p.onFormOpen}
          onOriginal={
            pageUrl && state.input.url !== pageUrl
              ? () => void shortener.useOriginal({ url: pageUrl, title: tab?.title, reuseKnown: true })
              : undefined
          }
          onWithoutRule={() =>
            void shortener.shorten({
              url: (state.input.url === prepared?.url && prepared.withoutRule) || state.input.url,
              title: state.input.title,
              reuseKnown: true,
              withoutRule: true,
            })
          }
        />
      )}
      {state.phase === 'idle' && !formOpen && prepared?.rule && prepared.neverAuto && (
        <RuleLine rule={prepared.rule} held />
      )}
      {state.phase === 'idle' && !formOpen && extras?.siteLink && (
        <SiteLinkCard
          link={extras.siteLink}
          title={tab?.title ?? ''}
          copied={copiedId === SITE_LINK_COPIED && p.flash}
          onCopy={copySiteLink}
          onMakeOurs={() =>
            void shortener.shorten({ url: prepared?.url ?? pageUrl ?? '', title: tab?.title, reuseKnown: true })
          }
        />
      )}
      {state.phase === 'working' && (
        <p class="card working" aria-busy="true">
          {t('shortening')}
        </p>
      )}
      {state.phase === 'failed' &&
        (state.error.kind === 'private-address' ? (
          <PrivateAsk
            host={state.error.host}
            url={state.input.url}
            onConfirm={shortener.confirm}
            onDecline={() => (shortener.dismiss(), p.onFormOpen(), p.onAnnounce(t('notShortened')))}
          />
        ) : (
          <FailureCard
            failure={state.error}
            url={state.input.url}
            onRetry={shortener.retry}
            onMakeNew={shortener.makeNewAnyway}
            onLeave={() => window.close()}
          />
        ))}
      {(formOpen ||
        (state.phase === 'idle' && (!pageUrl || !autoShortens(prefs, tab?.incognito) || prepared?.neverAuto))) &&
        form(pageUrl ? undefined : t('pageNotShortenable'))}
    </div>
  );
}
