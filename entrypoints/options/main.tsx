import { render } from 'preact';
import { send } from '../../src/platform/messages/send';
import { Options } from '../../src/pages/options/Options';
import { localizeDocument } from '../../src/pages/components/document';
import { t } from '../../src/platform/text/i18n';
import '../../src/pages/components/base.css';
import '../../src/pages/options/options.css';

async function start() {
  localizeDocument('optionsTitle');
  const app = document.getElementById('app')!;
  const status = await send({ type: 'status' });
  if (status.ok) render(<Options initial={status.value} />, app);
  else app.textContent = t('errorInternal');
}

void start();
