/**
 * A link made from a private window joins the account's links (so the page is known, one link per
 * action) but not its recent links, unless the user chose so in the options.
 */
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handlers } from '../../../../src/background/handlers';
import { accountDbFor } from '../../../../src/background/links/account-db';
import { accountOf } from '../../../../src/shared/links/account';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../../support/sandbox';
import { freshDatabases } from '../../../support/databases';
import { until } from '../../../support/until';

const sandbox = useSandbox();
let account = '';

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  account = await accountOf(sandbox.current.url, DEMO_KEY);
});

const shortenFromPrivate = async (url: string, actionId: string) => {
  const reply = await handlers.shorten({ type: 'shorten', url, actionId, reuseKnown: true, privateWindow: true });
  if (!reply.ok) throw new Error(reply.error.kind);
  return reply.value.link;
};
/** Once its write is in: the account's links hold it. */
const kept = (id: string) =>
  until(
    () => accountDbFor(account).all(),
    (links) => links.some((l) => l.id === id),
  );

describe('a link made from a private window', () => {
  it('is known for its page but not added to the recent links', async () => {
    await configureFor(sandbox.current);
    const link = await shortenFromPrivate('https://example.com/private-window', 'p-1');
    await kept(link.id);
    const { head } = await accountDbFor(account).view();
    expect(head.links.map((l) => l.id)).not.toContain(link.id);
    const again = await shortenFromPrivate('https://example.com/private-window', 'p-2');
    expect(again.id).toBe(link.id);
    expect(creates(sandbox.current)).toHaveLength(1);
  });

  it('is added to the recent links when the user chose so', async () => {
    await configureFor(sandbox.current, DEMO_KEY, { privateRecent: true });
    const link = await shortenFromPrivate('https://example.com/private-window', 'p-3');
    await kept(link.id);
    expect((await accountDbFor(account).view()).head.links.map((l) => l.id)).toContain(link.id);
  });
});
