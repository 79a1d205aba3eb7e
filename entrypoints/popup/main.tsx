import { render } from 'preact';
import { Popup } from '../../src/pages/popup/Popup';
import { ShortenResult } from '../../src/pages/popup/lazy-parts';
import { startPopup } from '../../src/pages/popup/opening';
import { localizeDocument } from '../../src/pages/components/document';
import { whenIdle } from '../../src/pages/components/lazy';
import '../../src/pages/components/base.css';
import '../../src/pages/popup/popup.css';

// The popup's start, in order: src/pages/popup/opening.ts.
// The card a click on Shorten (or the opening's answer) shows, ready before it is needed.
void startPopup((first) => render(<Popup {...first} />, document.getElementById('app')!)).then(() =>
  whenIdle(() => void ShortenResult.preload()),
);
localizeDocument();
// From the first key pressed, focus rings show everywhere (the card's short link is focused without one until then).
addEventListener('keydown', () => (document.documentElement.dataset.keys = ''), { once: true, capture: true });
