/**
 * "Shorten all tabs" from the tab strip's menu (Firefox): the tabs shortened as from the popup
 * (./shorten-tabs.ts), the links copied as one list in the preferred format, and a notification.
 */
import { browser } from 'wxt/browser';
import { formatLinkList } from '../../shared/links/copy-formats';
import { loadSettings } from '../settings/items';
import { plural, t } from '../../platform/text/i18n';
import { copyFromBackground } from './background-copy';
import { notify, notifyFailed } from './feedback';
import { shortenTabs, tabsToShorten } from './shorten-tabs';

/** The optional `tabs` permission, asked for in the click (answered at once once granted). */
export const requestTabsPermission = (): Promise<boolean> =>
  browser.permissions.request({ permissions: ['tabs'] }).catch(() => false);

export async function shortenTabsAndCopy(windowId: number | undefined, granted: Promise<boolean>): Promise<void> {
  if (!(await granted)) return notify(t('shortenAllTabs'), t('tabsPermissionRefused'));
  const results = await shortenTabs(await tabsToShorten(windowId), crypto.randomUUID());
  const links = results.flatMap((r) => (r.reply.ok ? [r.reply.value.link] : []));
  if (results.length === 0) return notify(t('shortenAllTabs'), t('tabsNone'));
  const failed = results.find((r) => !r.reply.ok);
  if (links.length === 0 && failed && !failed.reply.ok) return notifyFailed(failed.reply.error);
  const clip = formatLinkList(links, (await loadSettings()).copyFormat);
  const copied = await copyFromBackground(clip.text, clip.html);
  await notify(plural('tabsShortened', links.length), copied ? t('copied') : t('copyFailed'));
}
