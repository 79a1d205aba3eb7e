/** Two link editors open at once (the page's link and a listed one): each field's message has an id of its own, and each field names its own. */
import { parseHTML } from 'linkedom';
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Link } from '../../../../src/shared/types';
import { LinkEditor } from '../../../../src/pages/components/LinkEditor';
import { useEnglishMessages } from '../../../support/i18n';

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
  return () => vi.unstubAllGlobals();
});

const link = (id: string): Link =>
  ({
    id,
    shortLink: `https://zd.lc/${id}`,
    backHalf: id,
    destination: 'https://example.com/',
    title: '',
    group: null,
    createdAt: null,
  }) as unknown as Link;
const refused = {
  backHalf: 'a b',
  error: {
    kind: 'validation',
    message: 'Invalid',
    fields: { backHalf: ['Taken'], destination: ['Not a web address'], groupId: ['No such group'] },
  },
} as const;

it('two editors with messages: no id twice, every description found in its own editor', async () => {
  const { document } = parseHTML('<!doctype html><html><body><div id="root"></div></body></html>');
  vi.stubGlobal('document', document);
  const props = { groups: [], wanted: refused as never, onSaved: () => {}, onGone: () => {}, onClose: () => {} };
  // One page, as in the popup: the card's editor and a row's.
  await act(() =>
    render(
      h(
        'div',
        null,
        h('section', null, h(LinkEditor, { ...props, link: link('one') })),
        h('ul', null, h('li', null, h(LinkEditor, { ...props, link: link('two') }))),
      ),
      document.getElementById('root') as never,
    ),
  );
  const ids = [...document.querySelectorAll('[id]')].map((e) => e.id).filter((id) => id !== 'root');
  expect(ids.length).toBeGreaterThanOrEqual(4);
  expect(new Set(ids).size).toBe(ids.length);
  for (const editor of document.querySelectorAll('form.editor')) {
    const described = [...editor.querySelectorAll('[aria-describedby]')];
    expect(described.length).toBeGreaterThanOrEqual(2);
    for (const field of described)
      expect(editor.querySelector(`[id="${field.getAttribute('aria-describedby')}"]`)).not.toBeNull();
  }
});
