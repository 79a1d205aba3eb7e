/**
 * The last QR code style is kept per account, in its database, through the background: another
 * account has its own (the defaults until it keeps one), a restart keeps it, a bad record reads as
 * the defaults.
 */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { handlers } from '../../../src/background/handlers';
import { closeAccountDbs } from '../../../src/background/links/account-db';
import { openService } from '../../../src/background/service';
import { DEFAULT_QR_STYLE, type QrStyle } from '../../../src/shared/qr/qr-style';
import { useEnglishMessages } from '../../support/i18n';
import { configureFor, DEMO_KEY, useSandbox } from '../../support/sandbox';

const OTHER_KEY = 'other-key-0123456789abcdef';
const sandbox = useSandbox({ keys: [DEMO_KEY, OTHER_KEY] });
beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
});
beforeEach(() => configureFor(sandbox.current));
afterEach(() => closeAccountDbs());

const STYLE: QrStyle = { fg: '#1d3a8a', bg: '#a0c4ff', margin: 4, ec: 'Q', size: 1024, logo: 'page' };
const kept = async () => {
  const reply = await handlers.qrStyle({ type: 'qrStyle' });
  if (!reply.ok) throw new Error(reply.error.kind);
  return reply.value;
};

it('keeps the style per account, across a restart', async () => {
  expect(await kept()).toEqual(DEFAULT_QR_STYLE);
  expect((await handlers.saveQrStyle({ type: 'saveQrStyle', style: STYLE })).ok).toBe(true);
  expect(await kept()).toEqual(STYLE);

  const added = await handlers.addAccount({
    type: 'addAccount',
    name: 'Other',
    serviceUrl: sandbox.current.url,
    apiKey: OTHER_KEY,
  });
  if (!added.ok) throw new Error(added.error.kind);
  const [one, other] = added.value.accounts.map((a) => a.id);
  await handlers.switchAccount({ type: 'switchAccount', id: other! });
  expect(await kept()).toEqual(DEFAULT_QR_STYLE);

  await handlers.switchAccount({ type: 'switchAccount', id: one! });
  await closeAccountDbs(); // a stopped worker: what it held in memory is gone, the database stays
  expect(await kept()).toEqual(STYLE);
});

it('a bad record reads as the defaults', async () => {
  const service = await openService();
  if (!service.ok) throw new Error(service.error.kind);
  await service.value.store.saveQrStyle({ fg: '#ffffff', bg: '#ffffff', margin: 99, ec: 'Z', size: 'big' });
  expect(await kept()).toEqual(DEFAULT_QR_STYLE);
});
