import { render } from 'preact';
import { Manager } from '../../src/manager/Manager';
import { localizeDocument } from '../../src/ui/document';
import '../../src/ui/base.css';
import '../../src/manager/manager.css';

// One page, two ways: the side panel (or Firefox's sidebar), and `?view=tab` in a full tab.
localizeDocument('managerTitle');
const view = new URLSearchParams(location.search).get('view') === 'tab' ? 'tab' : 'panel';
render(<Manager view={view} />, document.getElementById('app')!);
