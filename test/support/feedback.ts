/** What the background tells the user when no page is open, captured in unit tests: notifications kept, the badge silenced. */
import { vi } from 'vitest';
import { browser } from 'wxt/browser';

export interface Note {
  title: string;
  message: string;
}

/** Spies on notifications and the badge (call it in each test's setup); answers the notes, in order. */
export function captureFeedback(): Note[] {
  const notes: Note[] = [];
  vi.spyOn(browser.notifications, 'create').mockImplementation(
    ((_id: string, o: Note) => (notes.push(o), Promise.resolve(_id))) as never,
  );
  vi.spyOn(browser.action, 'setBadgeText').mockResolvedValue(undefined);
  vi.spyOn(browser.action, 'setBadgeBackgroundColor').mockResolvedValue(undefined);
  return notes;
}
