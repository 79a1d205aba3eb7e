/** The whole options page rendered for a component test, with the background's usual answers. */
import { render, screen } from '@testing-library/preact';
import { vi } from 'vitest';
import { browser } from 'wxt/browser';
import type { Status } from '../../../src/shared/messages/contract';
import { Options } from '../../../src/pages/options/Options';
import { aStatus, answer } from '../fixtures';

/** `granted`: the origins the extension holds already. */
export function optionsPage(
  status: Status = aStatus(),
  replies: Parameters<typeof answer>[0] = {},
  granted: string[] = [],
) {
  const sent = answer({
    linkGroups: { ok: true, value: [] },
    siteRules: { ok: true, value: { rules: [], locked: false } },
    ...replies,
  });
  // The shortcuts section and the granted origins: not what these tests are about.
  vi.spyOn(browser.commands, 'getAll').mockResolvedValue([] as never);
  vi.spyOn(browser.permissions, 'getAll').mockResolvedValue({ origins: granted } as never);
  const view = render(<Options initial={status} />);
  return { sent, ...view, row: () => screen.getByRole('listitem', { name: 'Work' }) };
}
