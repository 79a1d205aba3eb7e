// The polyfill ships no types: its module is the `browser` wxt/browser declares (./browser-polyfill.ts).
declare module 'webextension-polyfill' {
  const browser: typeof import('wxt/browser').browser;
  export = browser;
}
