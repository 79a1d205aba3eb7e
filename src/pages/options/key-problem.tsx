/**
 * What went wrong with a key being saved, and where it is shown: on the key field, on the service
 * address, or under the button when it is neither's fault (the service unreachable). A refused key
 * gets a short title that says what happened and a line, in the text's own colour, that says what to do.
 */
import type { Failure } from '../../shared/messages/contract';
import { failureText } from '../../platform/text/failure-text';
import { t } from '../../platform/text/i18n';

export interface Problem {
  field: 'apiKey' | 'serviceUrl' | null;
  title?: string;
  text: string;
}

export function problemOf(failure: Failure): Problem {
  switch (failure.kind) {
    case 'unauthorized':
    case 'invalid-key':
      return { field: 'apiKey', title: t('keyRefusedTitle'), text: t('keyRefusedBody') };
    case 'account':
      return {
        field: failure.reason === 'key' || failure.reason === 'service-key' ? 'apiKey' : null,
        text: failureText(failure).text,
      };
    // An answer not understood: most likely another site than the service (the words ask about the address).
    case 'unexpected':
    case 'invalid-service-url':
    case 'not-service':
    case 'permission-missing':
      return { field: 'serviceUrl', text: failureText(failure).text };
    default:
      return { field: null, text: failureText(failure).text };
  }
}

/** A field's message, under it and named by its aria-describedby. */
export function FieldProblem({ id, problem }: { id: string; problem: Problem }) {
  return (
    <span class="field-problem" id={id}>
      {/* The space keeps the title and the line apart when read as one description (a flex box drops it from view). */}
      {problem.title && <strong class="field-problem-title">{problem.title}</strong>} <span>{problem.text}</span>
    </span>
  );
}
