import { render } from 'preact';
import { send } from '../../src/messages/send';
import { Options } from '../../src/options/Options';
import { localizeDocument } from '../../src/ui/document';
import { t } from '../../src/text/i18n';
import '../../src/ui/base.css';
import '../../src/options/options.css';

async function start() {
  localizeDocument('optionsTitle');
  const app = document.getElementById('app')!;
  const status = await send({ type: 'status' });
  if (status.ok) render(<Options initial={status.value} />, app);
  else app.textContent = t('errorInternal');
}

void start();
