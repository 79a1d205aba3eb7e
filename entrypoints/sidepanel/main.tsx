import { render } from 'preact';
import { startFirstRows, firstRowsOrTimeout } from '../../src/pages/manager/first-rows';
import { Manager } from '../../src/pages/manager/Manager';
import { localizeDocument } from '../../src/pages/components/document';
import '../../src/pages/components/base.css';
import '../../src/pages/manager/manager.css';

// The first rows are asked for before anything else (one storage read), and the page renders once
// they are here: its first frame shows them (at most a short wait when the read is slow).
const first = startFirstRows();
// One page, two ways: the side panel (or Firefox's sidebar), and `?view=tab` in a full tab.
localizeDocument('managerTitle');
const view = new URLSearchParams(location.search).get('view') === 'tab' ? 'tab' : 'panel';
void firstRowsOrTimeout(first, 200).then(() =>
  render(<Manager view={view} first={first} />, document.getElementById('app')!),
);
