import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { describeError } from '../describe-error';
import { i18n } from '../i18n';

const response = (data: unknown, status = 400) => new ApiError({ response: { status, data } });
const text = (value: string) => ({ kind: 'text', text: value });

describe('shared error handler order (SPEC §8)', () => {
  it('shows nothing for a silent error, even with a response', () => {
    expect(
      describeError(new ApiError({ silent: true, response: { status: 401, data: 'x' } })),
    ).toBe(null);
  });

  it('gives the generic text for an expired error before reading any response', () => {
    const error = new ApiError({ expired: true, response: { status: 400, data: { detail: 'd' } } });
    expect(describeError(error)).toEqual(text(i18n.t('errors.generic')));
  });

  it('words signin_error itself, ahead of detail and non_field_errors', () => {
    const error = response({
      code: 'signin_error',
      detail: 'server words',
      non_field_errors: ['n'],
    });
    expect(describeError(error)).toEqual(text('Ogiltiga inloggningsuppgifter'));
  });

  it('lists an errors object per field, ahead of detail', () => {
    const error = response({
      code: 'validation_error',
      detail: 'ignored',
      errors: { email: ['bad email', 'taken'], password: ['short'], empty: [] },
    });
    expect(describeError(error)).toEqual({
      kind: 'fields',
      fields: [
        { field: 'email', messages: ['bad email', 'taken'] },
        { field: 'password', messages: ['short'] },
      ],
    });
  });

  it('shows a string body as it is', () => {
    expect(describeError(response('Bad gateway', 502))).toEqual(text('Bad gateway'));
  });

  it('takes the first non-empty of message, detail, error, non_field_errors[0], errors[0]', () => {
    expect(describeError(response({ message: 'm', detail: 'd' }))).toEqual(text('m'));
    expect(describeError(response({ message: '', detail: 'd', error: 'e' }))).toEqual(text('d'));
    expect(describeError(response({ error: 'e', non_field_errors: ['n'] }))).toEqual(text('e'));
    expect(describeError(response({ non_field_errors: ['n'], errors: ['x'] }))).toEqual(text('n'));
    expect(describeError(response({ errors: ['first', 'second'] }))).toEqual(text('first'));
  });

  it('falls back to the generic text for an empty body', () => {
    expect(describeError(response(null, 500))).toEqual(text(i18n.t('errors.generic')));
    expect(describeError(response({ errors: {} }, 500))).toEqual(text(i18n.t('errors.generic')));
  });

  it('gives the network text when no response came', () => {
    expect(describeError(new ApiError({ noResponse: true, message: 'x' }))).toEqual(
      text('Nätverksfel. Försök igen senare.'),
    );
  });

  it("otherwise shows the error's own message, else the generic text", () => {
    expect(describeError(new Error('own words'))).toEqual(text('own words'));
    expect(describeError(new Error(''))).toEqual(text(i18n.t('errors.generic')));
  });

  it('words its texts in the current language', async () => {
    await i18n.changeLanguage('en');
    expect(describeError(new ApiError({ noResponse: true }))).toEqual(
      text('Network error. Please try again later.'),
    );
  });
});
