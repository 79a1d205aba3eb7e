/** The extension's manifest, one function for both browsers so tests can check what each build asks for. */

/** The real service; its origin is the only host permission granted at install. */
export const DEFAULT_SERVICE_URL = 'https://prettyurl.net';

/** PRIVACY.md as published for the stores' listings; the options page links it. */
export const PRIVACY_POLICY_URL = 'https://prettylink.dev/privacy';

/** Where a user may point the extension: any https origin, or plain http on loopback only. */
export const OPTIONAL_HOSTS = ['https://*/*', 'http://127.0.0.1/*', 'http://localhost/*'];

/** Keyboard commands; ids are fixed because handlers and the options page name them. */
export const COMMANDS = {
  openPopup: '_execute_action',
  shortenPage: 'shorten-page',
  /** The link manager: side panel, sidebar, or a tab (src/platform/open-manager.ts). */
  openManager: 'open-manager',
} as const;

/** The oldest Chrome (and Chromium-based Edge) with every extension API this code calls. */
export const MINIMUM_CHROME_VERSION = '116';

export interface ManifestOptions {
  /** Grant the local service (127.0.0.1) at install: builds for `npm start` and the e2e tests. */
  loopback: boolean;
}

export function buildManifest(browser: string, { loopback }: ManifestOptions) {
  const isFirefox = browser === 'firefox';
  const presetHosts = loopback ? ['http://127.0.0.1/*'] : [];
  return {
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'en',
    permissions: [
      'storage',
      'activeTab',
      // The page's canonical address, read under activeTab when the user acts (src/background/actions/read-canonical.ts).
      'scripting',
      'contextMenus',
      'notifications',
      'clipboardWrite',
      // The link mirror's sync: resumed after the worker stopped, and a full pass once a day (src/background/sync/sync-service.ts).
      'alarms',
      ...(isFirefox ? [] : ['offscreen']),
      // The link manager in Chrome's side panel (wxt adds side_panel from entrypoints/sidepanel; Firefox gets sidebar_action).
      ...(isFirefox ? [] : ['sidePanel']),
    ],
    host_permissions: [`${DEFAULT_SERVICE_URL}/*`, ...presetHosts],
    optional_host_permissions: OPTIONAL_HOSTS,
    // "Shorten all tabs" reads every tab's address: asked for from that click on first use, never at install.
    // The popup's Paste reads the clipboard: asked for from that click on first use.
    optional_permissions: ['tabs', 'clipboardRead'],
    action: { default_title: '__MSG_actionTitle__' },
    icons: { 16: 'icon/16.png', 32: 'icon/32.png', 48: 'icon/48.png', 128: 'icon/128.png' },
    commands: {
      [COMMANDS.openPopup]: {
        suggested_key: { default: 'Alt+Shift+U' },
        description: '__MSG_commandOpenPopup__',
      },
      [COMMANDS.shortenPage]: {
        suggested_key: { default: 'Alt+Shift+K' },
        description: '__MSG_commandShortenPage__',
      },
      [COMMANDS.openManager]: {
        suggested_key: { default: 'Alt+Shift+J' },
        description: '__MSG_commandOpenManager__',
      },
    },
    // The address bar's keyword: `pl` then words finds a link, `pl` then an address shortens it.
    omnibox: { keyword: 'pl' },
    content_security_policy: { extension_pages: "script-src 'self'; object-src 'self'" },
    ...(isFirefox
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'prettylink@prettylink.dev',
              strict_min_version: '140.0',
              // Sent to the service the user configured, when they act: the pages' addresses and titles, and
              // their API key. PRIVACY.md and the Chrome answers in docs/store/privacy-answers.json say the same.
              data_collection_permissions: { required: ['authenticationInfo', 'browsingActivity', 'websiteContent'] },
            },
            // Firefox for Android reads data_collection_permissions from 142 on (web-ext lint). It has no
            // menus, commands, omnibox or sidebar: the code treats each as optional (docs/firefox-android.md).
            gecko_android: { strict_min_version: '142.0' },
          },
        }
      : {
          externally_connectable: { ids: [], matches: [] },
          // The newest Chrome API in use is runtime.getContexts (116): older Chromes would install the
          // extension and fail at the first copy from the menu or shortcut. Edge shares Chromium's
          // numbers. test/unit/project/minimum-version.test.ts keeps this at least every API's version.
          minimum_chrome_version: MINIMUM_CHROME_VERSION,
          // An administrator's policy (docs/administrators.md); Firefox reads its managed storage without a schema.
          storage: { managed_schema: 'managed_schema.json' },
        }),
  };
}
