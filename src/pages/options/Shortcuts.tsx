/** The keyboard commands as the browser has them now (each key beside what it does, options.css), and how to change them. */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '../../platform/text/i18n';

interface Command {
  name?: string;
  description?: string;
  shortcut?: string;
}

/** Nothing where the platform has no keyboard commands (Firefox for Android). */
export function Shortcuts() {
  const [commands, setCommands] = useState<Command[]>([]);
  const supported = Boolean(browser.commands);
  useEffect(() => {
    if (supported)
      void browser.commands
        .getAll()
        .then(setCommands)
        .catch(() => setCommands([]));
  }, []);
  if (!supported) return null;
  const isFirefox = browser.runtime.getURL('/').startsWith('moz-extension:');
  return (
    <section aria-labelledby="shortcuts-heading">
      <h2 id="shortcuts-heading">{t('shortcutsSection')}</h2>
      <ul class="shortcuts">
        {commands.map((c) => (
          <li key={c.name}>
            <kbd>{c.shortcut || t('shortcutUnset')}</kbd>
            <span>{c.name === '_execute_action' ? t('commandOpenPopup') : c.description}</span>
          </li>
        ))}
      </ul>
      <p class="hint">{isFirefox ? t('shortcutsHowFirefox') : t('shortcutsHowChrome')}</p>
    </section>
  );
}
