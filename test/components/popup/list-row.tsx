/** A popup row as its list draws it: the list's state of what is open (../../../src/pages/popup/row-state.ts) around one row. */
import type { ComponentProps } from 'preact';
import { LinkItem } from '../../../src/pages/popup/LinkItem';
import { useRowState } from '../../../src/pages/popup/row-state';

type RowProps = Omit<ComponentProps<typeof LinkItem>, 'menu' | 'panel' | 'rows'>;

export function ListRow(props: RowProps) {
  const { menu, panels, rows } = useRowState();
  const { id } = props.link;
  return (
    <LinkItem {...props} menu={menu?.id === id ? menu : null} panel={panels.find((p) => p.id === id)} rows={rows} />
  );
}
