import { expect, it } from 'vitest';
import { compareJustifications, requested } from '../../../../src/dev/store/permissions';

const TABLE = `| permission | kind | justification |
|---|---|---|
| \`storage\` | permission | Keeps the user's settings on this computer. |
| \`tabs\` | optional permission | Asked for when the user shortens all tabs. |
| \`alarms\` | permission | TODO |
`;

it('names each request by its kind', () => {
  expect(requested({ permissions: ['storage'], optional_host_permissions: ['https://*/*'] })).toEqual([
    'permission: storage',
    'optional host: https://*/*',
  ]);
});

it('a permission without a justification (or with a placeholder) is unjustified; one no manifest asks for is unused', () => {
  expect(compareJustifications([{ permissions: ['storage', 'alarms'], optional_permissions: [] }], TABLE)).toEqual({
    unjustified: ['permission: alarms'],
    unused: ['optional permission: tabs'],
  });
});

it('the same name asked for as another kind needs its own line', () => {
  expect(
    compareJustifications([{ permissions: ['storage'], optional_permissions: ['tabs', 'storage'] }], TABLE).unjustified,
  ).toEqual(['optional permission: storage']);
});
