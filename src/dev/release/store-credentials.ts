/**
 * The environment variables `wxt submit` (publish-browser-extension) reads to upload, per store.
 * Chrome: the Web Store API v2 with a service account. Firefox: addons.mozilla.org's API keys.
 */
export const STORE_VARIABLES = {
  chrome: [
    'CHROME_EXTENSION_ID',
    'CHROME_PUBLISHER_ID',
    'CHROME_SERVICE_ACCOUNT_CLIENT_EMAIL',
    'CHROME_SERVICE_ACCOUNT_PRIVATE_KEY',
  ],
  firefox: ['FIREFOX_EXTENSION_ID', 'FIREFOX_JWT_ISSUER', 'FIREFOX_JWT_SECRET'],
} as const;

/** The variables not set (or empty), in the order above. */
export function missingStoreVariables(env: Record<string, string | undefined>): string[] {
  return Object.values(STORE_VARIABLES)
    .flat()
    .filter((name) => !env[name]?.trim());
}

/**
 * Every variable `wxt submit` (publish-browser-extension) may read a store's login or settings
 * from: it reads CHROME_*, FIREFOX_*, EDGE_* and OPERA_* (and a `.env.submit` file, which this
 * project does not use). The release gives them to `wxt submit` alone.
 */
export const isStoreVariable = (name: string): boolean => /^(CHROME|FIREFOX|EDGE|OPERA)_/i.test(name);
