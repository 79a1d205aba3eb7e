import { freshDatabases } from '../../support/databases';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { MENU, onMenuClick } from '../../../src/background/actions/context-menu';
import { handlers } from '../../../src/background/handlers';
import { shorten } from '../../../src/background/links/shorten';
import { openService } from '../../../src/background/service';
import { loadSettings } from '../../../src/background/settings/items';
import { captureFeedback } from '../../support/feedback';
import { useEnglishMessages } from '../../support/i18n';
import { configureFor, DEMO_KEY, useSandbox } from '../../support/sandbox';

vi.mock('../../../src/background/actions/background-copy', () => ({ copyFromBackground: async () => true }));

const sandbox = useSandbox();
const group = () => sandbox.current.store.groups(DEMO_KEY)[0]!;
const patches = () => sandbox.current.requests.filter((r) => r.method === 'PATCH').map((r) => r.body);
const methods = () => sandbox.current.requests.map((r) => r.method);
let n = 0;
const request = (over: Partial<Parameters<typeof shorten>[0]> = {}) => ({
  url: `https://example.com/g${++n}`,
  actionId: `group-${n}`,
  reuseKnown: false,
  ...over,
});

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  useEnglishMessages();
  await configureFor(sandbox.current);
  await configureFor(sandbox.current, DEMO_KEY, { defaultGroupId: group().id });
});

describe('group on create', () => {
  it('a new link is put in the default group by an update right after the create', async () => {
    const made = await shorten(request());
    expect(methods()).toEqual(['POST', 'PATCH']);
    expect(patches()).toEqual([{ group_id: group().id }]);
    expect(made.ok && made.value).toMatchObject({ link: { group: { id: group().id, name: group().name } } });
    expect(made.ok && made.value.groupError).toBeUndefined();
  });

  it('with a back half: one update carries both', async () => {
    const made = await shorten(request({ backHalf: 'both' }));
    expect(patches()).toEqual([{ back_half: 'both', group_id: group().id }]);
    expect(made.ok && made.value.link).toMatchObject({ backHalf: 'both', group: { id: group().id } });
  });

  it('no default group: no update', async () => {
    await configureFor(sandbox.current, DEMO_KEY, { defaultGroupId: '' });
    await shorten(request());
    expect(methods()).toEqual(['POST']);
  });

  it('a known link reused: nothing made, nothing updated', async () => {
    const url = 'https://example.com/known-group';
    await shorten(request({ url }));
    sandbox.current.requests.length = 0;
    const again = await shorten(request({ url, reuseKnown: true }));
    expect(again.ok && again.value.reused).toBe(true);
    expect(sandbox.current.requests).toEqual([]);
  });

  it('the update fails (server error): the link is kept, stored and the failure said', async () => {
    sandbox.current.addFault({ kind: 'status', status: 500, method: 'PATCH' });
    const made = await shorten(request());
    expect(made.ok && made.value).toMatchObject({ link: { group: null }, groupError: { kind: 'server', status: 500 } });
    expect(made.ok && made.value.backHalfError).toBeUndefined();
    const id = made.ok ? made.value.link.id : '';
    expect(sandbox.current.store.list(DEMO_KEY, 1, 30).links.map((l) => l.id)).toEqual([id]);
    const service = await openService();
    expect(service.ok && (await service.value.store.head()).links.map((l) => l.id)).toEqual([id]);
  });

  it('a group the service does not know: the link is kept and the reason said; a wanted back half still applied', async () => {
    await configureFor(sandbox.current, DEMO_KEY, { defaultGroupId: 'gone-group' });
    const made = await shorten(request({ backHalf: 'kept' }));
    expect(made.ok && made.value).toMatchObject({
      link: { backHalf: 'kept', group: null },
      groupError: { kind: 'validation' },
    });
    expect(made.ok && made.value.backHalfError).toBeUndefined();
    expect(patches()).toEqual([{ back_half: 'kept', group_id: 'gone-group' }, { back_half: 'kept' }]);
  });

  it('a taken back half does not cost the group', async () => {
    await shorten(request({ backHalf: 'taken' }));
    sandbox.current.requests.length = 0;
    const made = await shorten(request({ backHalf: 'taken' }));
    expect(made.ok && made.value).toMatchObject({
      link: { group: { id: group().id } },
      backHalfError: { kind: 'validation' },
    });
    expect(made.ok && made.value.groupError).toBeUndefined();
    expect(patches()).toEqual([{ back_half: 'taken', group_id: group().id }, { group_id: group().id }]);
  });

  it('from the menu: a failed group update keeps the link, copies it and says so in a notification', async () => {
    const notes = captureFeedback();
    sandbox.current.addFault({ kind: 'status', status: 503, method: 'PATCH' });
    await onMenuClick({
      editable: false,
      menuItemId: MENU.shortenLink,
      linkUrl: 'https://example.com/menu-group',
      pageUrl: 'https://a.example/',
    } as never);
    expect(notes).toEqual([
      expect.objectContaining({ title: 'Short link copied' }),
      expect.objectContaining({
        title: 'Link made, but not put in its group',
        message: expect.stringMatching(/^The link was made, but could not be put in the default group: /),
      }),
    ]);
  });
});

describe('the groups to choose from', () => {
  it('are the distinct groups seen on the stored links, by name', async () => {
    await configureFor(sandbox.current, DEMO_KEY, { defaultGroupId: '' });
    sandbox.current.store.seed(DEMO_KEY, 12);
    await handlers.listLinks({ type: 'listLinks', page: 1, perPage: 30 });
    const seen = await handlers.linkGroups({ type: 'linkGroups' });
    const expected = [
      ...new Map(
        sandbox.current.store.list(DEMO_KEY, 1, 30).links.flatMap((l) => (l.group ? [[l.group.id, l.group.name]] : [])),
      ).entries(),
    ]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(expected.length).toBeGreaterThan(1);
    expect(seen).toEqual({ ok: true, value: expected });
  });

  it('a new key (a new account) starts with no default group', async () => {
    expect((await loadSettings()).defaultGroupId).toBe(group().id);
    await configureFor(sandbox.current, 'another-key-00000000');
    expect((await loadSettings()).defaultGroupId).toBe('');
  });
});
