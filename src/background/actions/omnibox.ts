/**
 * The address bar's keyword, `pl`: words suggest the user's links from the link store (Enter
 * copies one), a web address is shortened and copied. Enter never navigates anywhere.
 */
import { browser } from 'wxt/browser';
import type { Link } from '../../shared/types';
import type { Failure } from '../../shared/messages/contract';
import { failureText } from '../../platform/text/failure-text';
import { t } from '../../platform/text/i18n';
import { copyFromBackground } from './background-copy';
import { notifyCopied, notifyFailed, notifyNoMatch } from './feedback';
import { escapeXml, fillIn, omniboxTarget, suggestionsFor } from './omnibox-suggestions';
import { shortenAndCopy } from './quick-shorten';
import { fromPrivate } from './private-origin';
import { openService } from '../service';

/**
 * Chrome styles descriptions with its own XML markup; Firefox shows them as plain text. (BROWSER
 * rather than FIREFOX: under vitest the flags are strings, and "false" is truthy.)
 */
const MARKUP = import.meta.env.BROWSER !== 'firefox';

type Suggest = (suggestions: { content: string; description: string }[]) => void;

/** The account's links as the store knows them, or why there are none. */
async function storedLinks(): Promise<{ ok: true; links: Link[] } | { ok: false; error: Failure }> {
  const service = await openService();
  return service.ok ? { ok: true, links: (await service.value.store.head()).links } : service;
}

/** What the first line (Enter on the typed text) says it will do. */
function defaultDescription(text: string, links: Link[]): string {
  if (!text.trim()) return escapeIf(t('omniboxHint'));
  const target = omniboxTarget(text, links);
  if (target.kind === 'shorten') return fillIn((v) => t('omniboxShorten', v), target.url, MARKUP);
  if (target.kind === 'copy') return fillIn((v) => t('omniboxCopy', v), target.link.shortLink, MARKUP);
  return escapeIf(t('omniboxNoMatch'));
}

const escapeIf = (text: string) => (MARKUP ? escapeXml(text) : text);

/** `onInputChanged`: the typed text's suggestions, and what Enter on the text itself does. */
export async function onOmniboxInput(text: string, suggest: Suggest): Promise<void> {
  const stored = await storedLinks();
  const description = stored.ok ? defaultDescription(text, stored.links) : escapeIf(failureText(stored.error).text);
  try {
    // Chrome answers a promise; Firefox returns nothing, and may throw.
    await browser.omnibox.setDefaultSuggestion({ description });
  } catch {
    // The first line keeps its previous text: the suggestions still go out.
  }
  suggest(stored.ok ? suggestionsFor(stored.links, text, MARKUP) : []);
}

/** `onInputEntered`: copy the picked (or first matching) link, or shorten the typed address. */
export async function onOmniboxEnter(text: string): Promise<void> {
  const stored = await storedLinks();
  if (!stored.ok) return notifyFailed(stored.error);
  const target = omniboxTarget(text, stored.links);
  // The address bar names no tab: the focused window's privacy goes with it.
  if (target.kind === 'shorten') await shortenAndCopy(target.url, { privateWindow: await fromPrivate() });
  else if (target.kind === 'none') await notifyNoMatch(text.trim());
  else await notifyCopied(target.link.shortLink, await copyFromBackground(target.link.shortLink));
}
