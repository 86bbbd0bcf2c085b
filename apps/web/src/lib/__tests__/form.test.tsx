import { SigninRequest, SignupRequest } from '@portal/contracts/schemas/auth';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setFieldValue, zodI18nResolver, useZodForm } from '../form';
import { i18n } from '../i18n';
import { TextField } from '@/components/form/text-field';
import { renderWithMantine } from '@/testing/render';

afterEach(cleanup);

const resolve = (schema: Parameters<typeof zodI18nResolver>[0], values: object) =>
  zodI18nResolver(schema)(values as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  } as never);

describe('form validation (SPEC §5)', () => {
  it('keeps only the first failing rule per field', async () => {
    const { errors } = await resolve(SignupRequest, { password: 'abc', password_confirm: 'x' });
    expect(JSON.parse(errors.password?.message as string)).toEqual({
      key: 'validation.password_short',
      params: { min: 8 },
    });
  });

  it('carries limits as params so "may not be greater than N" can be worded', async () => {
    const { errors } = await resolve(SigninRequest, {
      identifier: `${'a'.repeat(260)}@example.com`,
      password: 'x',
    });
    expect(JSON.parse(errors.identifier?.message as string)).toEqual({
      key: 'validation.max',
      params: { max: 254 },
    });
  });

  function LoginLike({ onValid }: { onValid: (v: unknown) => void }) {
    const form = useZodForm(SigninRequest, { identifier: '', password: '' });
    return (
      <form onSubmit={form.handleSubmit(onValid)} noValidate>
        <TextField form={form} name="identifier" />
        <TextField form={form} name="password" />
        <button type="submit">go</button>
      </form>
    );
  }

  it('validates on blur, not on each keystroke, and words messages in the UI language', async () => {
    renderWithMantine(<LoginLike onValid={() => undefined} />);
    const email = screen.getByLabelText('E-post');
    fireEvent.change(email, { target: { value: 'not-an-email' } });
    await act(async () => {});
    expect(screen.queryByText(/giltig e-postadress/)).toBeNull();
    await act(async () => {
      fireEvent.blur(email);
    });
    expect(screen.getByText('E-post måste vara en giltig e-postadress')).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
    expect(screen.getByText('The email must be a valid email')).toBeTruthy();
  });

  it('on submit shows every field error and calls the handler only when valid', async () => {
    const onValid = vi.fn();
    renderWithMantine(<LoginLike onValid={onValid} />);
    await act(async () => {
      fireEvent.click(screen.getByText('go'));
    });
    expect(screen.getByText('Fältet E-post är obligatoriskt')).toBeTruthy();
    expect(screen.getByText('Fältet Lösenord är obligatoriskt')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('E-post'), { target: { value: 'a@example.com' } });
    fireEvent.change(screen.getByLabelText('Lösenord'), { target: { value: 'secret' } });
    await act(async () => {
      fireEvent.click(screen.getByText('go'));
    });
    expect(onValid).toHaveBeenCalledTimes(1);
  });

  it('validates a programmatic value update', async () => {
    function Programmatic() {
      const form = useZodForm(SigninRequest, { identifier: '', password: '' });
      return (
        <>
          <TextField form={form} name="identifier" />
          <button type="button" onClick={() => setFieldValue(form, 'identifier', 'nope')}>
            set
          </button>
        </>
      );
    }
    renderWithMantine(<Programmatic />);
    await act(async () => {
      fireEvent.click(screen.getByText('set'));
    });
    expect(screen.getByText('E-post måste vara en giltig e-postadress')).toBeTruthy();
  });
});
