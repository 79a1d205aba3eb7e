/**
 * A list's end as the background tells it: a page asks `bulkStatus` for `account` until the job has
 * ended (after a restart the worker resumes the list by itself; this only listens).
 */
import type { Page } from 'puppeteer-core';

export interface EndedList {
  state: string;
  entries: { state: string }[];
}

export const listEnded = (page: Page, account: string): Promise<EndedList> =>
  page.evaluate(
    (acc) =>
      new Promise<EndedList>((resolve) => {
        const look = () =>
          chrome.runtime
            .sendMessage({ type: 'bulkStatus', account: acc })
            .then((r: { ok: boolean; value: (EndedList & { endedAt: number | null }) | null }) =>
              r.ok && r.value?.endedAt ? resolve(r.value) : setTimeout(look, 200),
            );
        void look();
      }),
    account,
  );
