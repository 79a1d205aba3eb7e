/**
 * Every component test: a fresh fake browser answering with the English messages, and what the
 * previous test rendered taken off the page (vitest runs without globals, so
 * @testing-library/preact cannot register its own cleanup).
 */
import { cleanup, configure } from '@testing-library/preact';
import { afterEach, beforeEach } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '../support/i18n';
import { partsLoaded } from '../../src/pages/components/lazy';

// happy-dom has no idle callbacks (every browser the extension supports has them): the popup's
// list draws its later rows in them.
globalThis.requestIdleCallback ??= (work) =>
  setTimeout(() => work({ didTimeout: false, timeRemaining: () => 50 }), 0) as unknown as number;
globalThis.cancelIdleCallback ??= (id) => clearTimeout(id);

// findBy… and waitFor wait for a state; on a loaded machine a lazily loaded part may take more than the default second.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
});
// A part a test's page asked for (on use, or when idle) loads before the test's module loader closes.
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0)); // the idle callbacks the page queued run first
  await partsLoaded();
});
