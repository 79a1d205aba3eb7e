/** The QR panel, loaded when first asked for: the QR encoder is not part of the popup's first load. */
import { useEffect, useState } from 'preact/hooks';
import { t } from '../text/i18n';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import type { QrPanel } from './QrPanel';

type Props = Parameters<typeof QrPanel>[0];

export function LazyQrPanel(props: Props) {
  const [Panel, setPanel] = useState<typeof QrPanel | null>(null);
  useEffect(() => {
    void import('./QrPanel').then((m) => setPanel(() => m.QrPanel));
  }, []);
  return Panel ? (
    <ErrorBoundary>
      <Panel {...props} />
    </ErrorBoundary>
  ) : (
    <p class="hint" aria-busy="true">{t('loading')}</p>
  );
}
