/** A failed shortening: worded as an alert, what to do next as buttons, a short rate-limit wait counted down and retried. */
import { act, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { FailureCard } from '../../../src/pages/popup/FailureCard';
import { Problem } from '../../../src/pages/components/Problem';

afterEach(() => vi.useRealTimers());

it('words the failure as an alert, with the address it tried, and Try again retries', async () => {
  const onRetry = vi.fn();
  render(<FailureCard failure={{ kind: 'offline' }} url="https://example.com/caf%C3%A9" onRetry={onRetry} />);
  expect(screen.getByRole('alert').textContent).toContain('Can’t reach the service.');
  expect(screen.getByText('Tried to shorten: https://example.com/café')).toBeTruthy();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(onRetry).toHaveBeenCalledOnce();
});

it('a refused key: a title, what to do in plain words, and one way to the key field (not a retry)', async () => {
  const create = vi.spyOn(browser.tabs, 'create').mockResolvedValue({} as never);
  const onLeave = vi.fn();
  const { container } = render(<FailureCard failure={{ kind: 'unauthorized' }} onRetry={() => {}} onLeave={onLeave} />);
  const card = screen.getByRole('alert');
  expect(card.getAttribute('aria-labelledby')).toBe('key-refused-title');
  expect(screen.getByRole('heading', { name: 'PrettyURL didn’t accept your API key' })).toBeTruthy();
  // The body is not the error colour: the title says what happened, the body what to do.
  expect(container.querySelector('.error, .card.error')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Update API key']);
  screen.getByRole('button', { name: 'Update API key' }).focus();
  await userEvent.keyboard('{Enter}');
  expect(create).toHaveBeenCalledExactlyOnceWith({ url: expect.stringMatching(/\/options\.html#api-key$/) });
  await vi.waitFor(() => expect(onLeave).toHaveBeenCalledOnce());
});

it("the service's own words are shown as text, not markup", () => {
  const message = '<img src=x onerror=alert(1)>';
  const { container } = render(<FailureCard failure={{ kind: 'refused', status: 409, message }} onRetry={() => {}} />);
  expect(screen.getByRole('alert').querySelector('.problem-body')!.textContent).toBe(
    `The service refused this: ${message}`,
  );
  expect(container.querySelector('img')).toBeNull();
});

it('an unconfirmed create offers "Make a new one anyway" only where the popup can do it', async () => {
  const onMakeNew = vi.fn();
  const { rerender } = render(<FailureCard failure={{ kind: 'unverified' }} onRetry={() => {}} />);
  expect(screen.queryByRole('button', { name: 'Make a new one anyway' })).toBeNull();
  rerender(<FailureCard failure={{ kind: 'unverified' }} onRetry={() => {}} onMakeNew={onMakeNew} />);
  await userEvent.click(screen.getByRole('button', { name: 'Make a new one anyway' }));
  expect(onMakeNew).toHaveBeenCalledOnce();
});

it('a short rate-limit wait is announced once, counted down for the eyes, then retried by itself', () => {
  vi.useFakeTimers();
  const onRetry = vi.fn();
  render(<FailureCard failure={{ kind: 'rate-limited', retryAfterSeconds: 3 }} onRetry={onRetry} />);
  expect(screen.getByRole('alert').textContent).toBe('Too many requests. Trying again in 3 seconds.');
  const countdown = screen.getByText(/Trying again in 3 s…/);
  expect(countdown.getAttribute('aria-hidden')).toBe('true');
  act(() => void vi.advanceTimersByTime(1000));
  expect(countdown.textContent).toContain('in 2 s');
  expect(screen.getByRole('alert').textContent).toBe('Too many requests. Trying again in 3 seconds.');
  expect(onRetry).not.toHaveBeenCalled();
  // A second at a time: each tick's timer is set by the render of the one before.
  act(() => void vi.advanceTimersByTime(1000));
  act(() => void vi.advanceTimersByTime(1000));
  expect(countdown.textContent).toContain('in 0 s');
  expect(onRetry).toHaveBeenCalledOnce();
});

it('a long wait is left to the user: no countdown, a Try again button', () => {
  vi.useFakeTimers();
  const onRetry = vi.fn();
  render(<FailureCard failure={{ kind: 'rate-limited', retryAfterSeconds: 600 }} onRetry={onRetry} />);
  expect(screen.getByRole('alert').textContent).toContain('Try again in 600 s');
  act(() => void vi.advanceTimersByTime(700_000));
  expect(onRetry).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
});

it('the service down: drawn as the manager draws a problem (one shared card): a short title, the reason in the body, Try again as the primary action', () => {
  const { container } = render(
    <FailureCard failure={{ kind: 'server', status: 503, retryAfterSeconds: null }} onRetry={() => {}} />,
  );
  const card = screen.getByRole('alert');
  expect(card.className).toBe('problem');
  expect(screen.getByRole('heading', { name: 'Couldn’t shorten this address' }).id).toBe(
    card.getAttribute('aria-labelledby'),
  );
  expect(card.querySelector('.problem-body')?.className).not.toContain('error');
  expect([...card.querySelectorAll('button.primary')].map((b) => b.textContent)).toEqual(['Try again']);
  // The manager's blocked state is the same component: the same parts, the same classes.
  const manager = render(
    <Problem id="m" kind="blocked" title="T" body="B" action={{ label: 'A', onClick: () => {} }} />,
  );
  const shape = (el: Element) => [...el.querySelectorAll('*')].map((e) => `${e.tagName}.${e.className}`).slice(0, 3);
  expect(shape(manager.container.querySelector('.problem')!)).toEqual(shape(card));
  expect(container.querySelector('.card.error')).toBeNull();
});
