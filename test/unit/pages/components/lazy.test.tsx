/** The one lazy() helper every later-loaded part uses (popup parts, QR panel, manager dialogs): fallback, load once, error boundary, retries, a failure said in place. */
import { parseHTML } from 'linkedom';
import { render, type FunctionComponent, type VNode } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { lazy } from '../../../../src/pages/components/lazy';
import { useClock } from '../../../../src/shared/time/clock';
import { PART_LOAD_BACKOFF_MS } from '../../../../src/shared/time/limits';
import { useEnglishMessages } from '../../../support/i18n';

let root: HTMLElement;
/** The pauses the retries took, on a fake clock: no test waits for real. */
let waits: number[];

beforeEach(() => {
  waits = [];
  useClock({ now: () => 0, sleep: async (ms) => void waits.push(ms) });
  fakeBrowser.reset();
  useEnglishMessages();
  const { document } = parseHTML('<!doctype html><html><body><div id="root"></div></body></html>');
  vi.stubGlobal('document', document);
  root = document.getElementById('root') as unknown as HTMLElement;
});
afterEach(() => {
  vi.unstubAllGlobals();
  useClock(null);
});

const Hello: FunctionComponent<{ name: string }> = ({ name }) => <p>hello {name}</p>;
const Broken: FunctionComponent = () => {
  throw new Error('cannot render');
};

/** Renders, then lets the part's load finish and the page re-render. */
async function show(node: VNode, loaded: Promise<void>) {
  await act(() => render(node, root));
  await act(async () => {
    await loaded;
  });
}

describe('lazy()', () => {
  it('shows its fallback until the code is there, then the part; the code loads once', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const Part = lazy(load, () => <p>loading</p>);
    await act(() => render(<Part name="a" />, root));
    expect(root.textContent).toBe('loading');
    await show(<Part name="b" />, Part.preload());
    expect(root.textContent).toBe('hello b');
    // A second use renders at once, without loading again.
    await act(() => render(<div />, root));
    await act(() => render(<Part name="c" />, root));
    expect(root.textContent).toBe('hello c');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows a short line in place of a part that throws, and the rest of the page stays', async () => {
    const Part = lazy(() => Promise.resolve(Broken));
    await show(
      <main>
        <h1>page</h1>
        <Part />
      </main>,
      Part.preload(),
    );
    expect(root.querySelector('h1')?.textContent).toBe('page');
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('PrettyLink could not show this part.');
  });

  it('tries a failed import() again after a short pause, and shows the part when it works', async () => {
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Hello);
    const Part = lazy<{ name: string }>(load, () => <p>loading</p>);
    await show(<Part name="again" />, Part.preload());
    expect(root.textContent).toBe('hello again');
    expect(load).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([PART_LOAD_BACKOFF_MS[0]]);
  });

  it('says in place that a part could not load, and its button loads it once the code is there', async () => {
    let reachable = false;
    const load = vi.fn(() => (reachable ? Promise.resolve(Hello) : Promise.reject(new Error('chunk gone'))));
    const Part = lazy<{ name: string }>(load, () => <p>loading</p>);
    await show(<Part name="later" />, Part.preload());
    // Every try failed: one first, then one after each pause.
    expect(load).toHaveBeenCalledTimes(PART_LOAD_BACKOFF_MS.length + 1);
    expect(waits).toEqual([...PART_LOAD_BACKOFF_MS]);
    const alert = root.querySelector('[role="alert"]');
    expect(alert?.textContent).toBe('This part couldn’t load. Try again');
    reachable = true;
    await act(() => (alert!.querySelector('button') as unknown as HTMLButtonElement).click());
    await act(async () => {
      await Part.preload();
    });
    expect(root.textContent).toBe('hello later');
    expect(root.querySelector('[role="alert"]')).toBeNull();
  });

  it('tries a load that failed every time again on next use', async () => {
    const load = vi.fn().mockRejectedValue(new Error('chunk gone'));
    const Part = lazy<{ name: string }>(load);
    await Part.preload();
    load.mockResolvedValue(Hello);
    await show(<Part name="again" />, Part.preload());
    expect(root.textContent).toBe('hello again');
    expect(load).toHaveBeenCalledTimes(PART_LOAD_BACKOFF_MS.length + 2);
  });
});
