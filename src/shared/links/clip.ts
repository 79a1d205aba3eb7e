/**
 * What goes on the clipboard, and the formats a link can be copied in. Their code is
 * ./copy-formats.ts, which the popup loads only when a format other than the plain link is wanted.
 */
export const COPY_FORMATS = ['plain', 'markdown', 'html', 'rich', 'titled'] as const;
export type CopyFormat = (typeof COPY_FORMATS)[number];

export const isCopyFormat = (v: unknown): v is CopyFormat => (COPY_FORMATS as readonly unknown[]).includes(v);

/** What goes on the clipboard: always text; `html` too for rich text (`text/html` beside `text/plain`). */
export interface Clip {
  text: string;
  html?: string;
}
