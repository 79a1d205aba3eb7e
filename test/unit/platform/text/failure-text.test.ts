import { beforeEach, describe, expect, it } from 'vitest';
import type { Failure } from '../../../../src/shared/messages/contract';
import { failureText } from '../../../../src/platform/text/failure-text';
import { useEnglishMessages } from '../../../support/i18n';

beforeEach(() => useEnglishMessages());

describe('failure text', () => {
  it.each<[string, Failure, string, 'retry' | 'options' | null]>([
    [
      'a 503 with Retry-After says when',
      { kind: 'server', status: 503, retryAfterSeconds: 30 },
      'The service is unavailable (error 503). Try again in 30 s.',
      'retry',
    ],
    [
      'a 5xx without it',
      { kind: 'server', status: 500, retryAfterSeconds: null },
      'The service had a problem (error 500). Try again in a moment.',
      'retry',
    ],
    [
      'a 5xx with Retry-After: 0',
      { kind: 'server', status: 503, retryAfterSeconds: 0 },
      'The service had a problem (error 503). Try again in a moment.',
      'retry',
    ],
    [
      "a refusal in the service's words",
      { kind: 'refused', status: 409, message: 'This link already exists.' },
      'The service refused this: This link already exists.',
      null,
    ],
    [
      'a refusal without words',
      { kind: 'refused', status: 409, message: '' },
      'The service refused this (error 409).',
      null,
    ],
    [
      'not the service',
      { kind: 'not-service' },
      'The service address in the options does not answer like a PrettyURL service. Check the address.',
      'options',
    ],
    [
      'a key that cannot be sent',
      { kind: 'invalid-key' },
      'The API key has characters that cannot be sent (such as a space, a line break or an emoji inside it). Paste it again in the options.',
      'options',
    ],
    ['a link gone', { kind: 'not-found' }, 'That link no longer exists on the service.', null],
    [
      'a field message, by the extension name',
      {
        kind: 'validation',
        message: 'The given data was invalid.',
        fields: { backHalf: ['The back half has already been taken.'] },
      },
      'The back half has already been taken.',
      null,
    ],
    [
      'a message about a field the client does not know',
      { kind: 'validation', message: '', fields: { other: ['Something is off.'] } },
      'Something is off.',
      null,
    ],
    [
      'validation without field messages',
      { kind: 'validation', message: '', fields: {} },
      'The service did not accept this.',
      null,
    ],
  ])('%s', (_, failure, text, action) => {
    expect(failureText(failure)).toEqual({ text, action });
  });
});
