/**
 * The open "⋯" menus' list (../components/RowMenuList.tsx) for the manager's rows and its count
 * row: loaded when a menu first opens, or once the page is idle (./Manager.tsx), not with the first rows.
 */
import { lazy } from '../components/lazy';

export const RowMenuList = lazy(() => import('../components/RowMenuList').then((m) => m.RowMenuList));
