import { browser } from 'wxt/browser';
import { handlers } from '../src/background/handlers';
import { onFirstInstall } from '../src/background/install';
import { createRouter } from '../src/messages/router';

// Listeners are registered synchronously at the top level, so a worker woken by an event gets it.
export default defineBackground(() => {
  browser.runtime.onMessage.addListener(createRouter(handlers));
  browser.runtime.onInstalled.addListener(onFirstInstall);
});
