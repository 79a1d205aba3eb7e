/**
 * Styles that arrive with the code that needs them: a lazily loaded module adopts its sheet when
 * it loads. A lazy chunk's own style sheet would need Vite's preload helper in every page's first
 * load (src/dev/no-preload-helper.ts).
 */
export function adoptStyles(css: string): void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
