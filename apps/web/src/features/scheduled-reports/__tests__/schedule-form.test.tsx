import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ScheduleFormModal } from '../components/schedule-form-modal';
import { scheduleFormValues, scheduleResolver } from '../hooks/use-schedule-form';
import { mockFetch, type RecordedRequest } from '@/testing/fetch-mock';

const resolve = (values: object) =>
  scheduleResolver({ ...scheduleFormValues(null, 'sv'), ...values } as never, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });

describe('the schedule form’s rules', () => {
  it('names the address that is not one', async () => {
    const { errors } = await resolve({ name: 'R', to: ['a@b.se'], cc: ['ok@b.se', 'fel@'] });
    expect(JSON.parse(errors.cc!.message!)).toEqual({
      key: 'schedules.form.invalid_email',
      params: { email: 'fel@' },
    });
    expect(errors.to).toBeUndefined();
  });

  it('asks for the weekday of a weekly schedule and the budget of a budget analysis', async () => {
    const { errors } = await resolve({
      name: 'R',
      to: ['a@b.se'],
      frequency: 'weekly',
      day_of_week: null,
      template: 'budget_analysis',
    });
    expect(Object.keys(errors).sort()).toEqual(['budget', 'day_of_week']);
  });

  it('gives the contract’s values: addresses in lower case, once each', async () => {
    const { values, errors } = await resolve({ name: ' R ', to: ['A@B.se', 'a@b.se'] });
    expect(errors).toEqual({});
    expect(values).toMatchObject({ name: 'R', to: ['a@b.se'], cc: [], day_of_month: 1 });
  });
});

let requests: RecordedRequest[];

/** types into an address field, focused (a change to an unfocused one counts as autofill) */
function type(field: string, text: string, key: string) {
  const input = screen.getByRole('combobox', { name: field });
  input.focus();
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key });
}

function renderForm() {
  requests = mockFetch(() => ({ status: 201, body: { id: 1, name: 'Månadsrapport' } }));
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <ScheduleFormModal opened companyId={7} schedule={null} onClose={onClose} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onClose;
}

beforeEach(() => {
  localStorage.setItem('key', 'k');
  localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ScheduleFormModal', () => {
  it('takes addresses as tags with Space, says which one is wrong, and sends nothing then', async () => {
    const onClose = renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Namn' }), {
      target: { value: 'Månadsrapport' },
    });
    type('Till', 'vd@kund.se', ' ');
    type('Till', 'inte-en-adress', 'Enter');
    expect(
      await screen.findByText('”inte-en-adress” är inte en giltig e-postadress.'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nytt schema' }));
    await waitFor(() =>
      expect(screen.getByText('”inte-en-adress” är inte en giltig e-postadress.')).toBeTruthy(),
    );
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the schedule to the company’s list', async () => {
    const onClose = renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Namn' }), {
      target: { value: 'Månadsrapport' },
    });
    type('Till', 'VD@kund.se', 'Enter');
    fireEvent.click(screen.getByRole('button', { name: 'Nytt schema' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('/api/report-schedules/?company=7');
    expect(JSON.parse(String(post.body))).toMatchObject({
      name: 'Månadsrapport',
      template: 'balance_sheet',
      frequency: 'monthly',
      day_of_month: 1,
      time: '07:00',
      to: ['vd@kund.se'],
      locale: 'sv',
    });
  });
});
