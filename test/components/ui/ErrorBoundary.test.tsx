/** A part that throws while rendering: one short line in its place, and the rest of the page stays. */
import { render, screen } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { ErrorBoundary } from '../../../src/pages/components/ErrorBoundary';

function Broken(): never {
  throw new Error('a QR code that cannot hold its text');
}

it('shows a short alert instead of the broken part, and keeps its neighbours', () => {
  render(
    <main>
      <h1>Page</h1>
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>
    </main>,
  );
  expect(screen.getByRole('heading', { name: 'Page' })).toBeTruthy();
  expect(screen.getByRole('alert').textContent).toBe('PrettyLink could not show this part.');
});

it('a part that renders is shown as it is', () => {
  render(
    <ErrorBoundary>
      <p>fine</p>
    </ErrorBoundary>,
  );
  expect(screen.getByText('fine')).toBeTruthy();
  expect(screen.queryByRole('alert')).toBeNull();
});
