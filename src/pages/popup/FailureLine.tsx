/** A failure's words, as a line of text (loaded with the failure texts, only when something failed). */
import type { Failure } from '../../shared/messages/contract';
import { failureText } from '../../platform/text/failure-text';

export function FailureLine({ failure }: { failure: Failure }) {
  return <>{failureText(failure).text}</>;
}
