import { render } from 'preact';
import { Popup } from '../../src/pages/popup/Popup';
import { startPopup } from '../../src/pages/popup/opening';
import { localizeDocument } from '../../src/pages/components/document';
import baseCss from '../../src/pages/components/base.css?inline';
import popupCss from '../../src/pages/popup/popup.css?inline';

// The popup's start, in order: src/pages/popup/opening.ts.
// The card a click on Shorten (or the opening's answer) shows loads with the card above the list
// (src/pages/popup/card-parts.tsx), on the status request's way.
void startPopup((first) => render(<Popup {...first} />, document.getElementById('app')!));
// The popup's sheets, parsed here: a linked one is a file more that the page's scripts wait for
// (docs/benchmark.md, "The popup's own code, profiled"). First among the adopted, where linked ones cascade.
const sheet = new CSSStyleSheet();
sheet.replaceSync(baseCss + popupCss);
document.adoptedStyleSheets = [sheet, ...document.adoptedStyleSheets];
localizeDocument();
// From the first key pressed, focus rings show everywhere (the card's short link is focused without one until then).
addEventListener('keydown', () => (document.documentElement.dataset.keys = ''), { once: true, capture: true });
