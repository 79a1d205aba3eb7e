import { render } from 'preact';
import { Popup } from '../../src/popup/Popup';
import { ShortenResult } from '../../src/popup/lazy-parts';
import { startPopup } from '../../src/popup/opening';
import { localizeDocument } from '../../src/ui/document';
import { whenIdle } from '../../src/ui/lazy';
import '../../src/ui/base.css';
import '../../src/popup/popup.css';

// The popup's start, in order: src/popup/opening.ts.
void startPopup((first) => {
  render(<Popup {...first} />, document.getElementById('app')!);
  // The card a click on Shorten (or the opening's answer) shows, ready before it is needed.
  whenIdle(() => void ShortenResult.preload());
});
localizeDocument();
