import i18n from 'i18next';
import { apiErrorForTest } from '../testing';
import { errorText } from './error-text';
import { errorTextWithFields } from './error-text-with-fields';

describe('errorText', () => {
  const t = i18n.t.bind(i18n);

  it('says the screen’s own text for an answer that did not match its contract, never the client’s words', () => {
    const error = apiErrorForTest(200, 'UNEXPECTED_RESPONSE', 'The answer does not match the contract');
    expect(errorText(t, error, 'Could not load.')).toBe('Could not load.');
  });
});

describe('errorTextWithFields', () => {
  const t = i18n.t.bind(i18n);

  it('says the field messages when the screen has no fields to put them on', () => {
    const error = apiErrorForTest(422, 'VALIDATION_FAILED', 'Check the fields', {
      record_id: ['This profile has not been approved by our staff yet.'],
      'nameservers.1': ['Invalid name server.'],
    });
    expect(errorTextWithFields(t, error, 'Could not order.')).toBe(
      'This profile has not been approved by our staff yet. Invalid name server.',
    );
  });

  it('falls back to the error code’s text, then the screen’s', () => {
    expect(errorTextWithFields(t, apiErrorForTest(429, 'RATE_LIMITED', 'Too many'), 'x')).toMatch(
      /Too many attempts/,
    );
    expect(errorTextWithFields(t, new TypeError('network'), 'Could not order.')).toBe('Could not order.');
  });
});
