/**
 * Styles that arrive with the code that needs them: a lazily loaded module adopts its sheet when
 * it loads, so the page's first load carries none of it.
 */
export function adoptStyles(css: string): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
