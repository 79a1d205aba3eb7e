import { render } from 'preact';
import { Popup } from '../../src/pages/popup/Popup';
import { startPopup } from '../../src/pages/popup/opening';
import { localizeDocument } from '../../src/pages/components/document';
import '../../src/pages/components/base.css';
import '../../src/pages/popup/popup.css';

// The popup's start, in order: src/pages/popup/opening.ts.
// The card a click on Shorten (or the opening's answer) shows loads with the card above the list
// (src/pages/popup/card-parts.tsx), on the status request's way.
void startPopup((first) => render(<Popup {...first} />, document.getElementById('app')!));
localizeDocument();
// From the first key pressed, focus rings show everywhere (the card's short link is focused without one until then).
addEventListener('keydown', () => (document.documentElement.dataset.keys = ''), { once: true, capture: true });
