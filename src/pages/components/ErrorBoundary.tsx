/**
 * Around every part that loads later (./lazy.ts builds it in): a part
 * that throws while rendering (a QR code that cannot hold its text) shows one short line instead of
 * taking the whole page down with it.
 */
import { Component, type ComponentChildren } from 'preact';
import { t } from '../../platform/text/i18n';

export class ErrorBoundary extends Component<{ children?: ComponentChildren }, { failed: boolean }> {
  override state = { failed: false };

  static override getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? (
      <p class="hint" role="alert">
        {t('panelFailed')}
      </p>
    ) : (
      this.props.children
    );
  }
}
