import { paintFirst } from '../../src/popup/first-paint';
import { askOpening } from '../../src/popup/first-read';
import '../../src/ui/base.css';
import '../../src/popup/popup.css';

// The popup's first load is this small module (issue 13). First of all, the background is asked
// to open the active tab: with auto-shorten on, its shorten request leaves before anything here
// is read or drawn (src/popup/opening.ts). Then the one storage read, and the cached links drawn
// as plain DOM the moment it answers (src/popup/first-paint.ts), while the application (Preact,
// preloaded by popup.html: src/dev/popup-first-load.ts) loads, then renders over them.
const asked = askOpening();
paintFirst();
void import('../../src/popup/app').then(({ startApp }) => startApp(asked));
