import { MantineProvider } from '@mantine/core';
import { defineResource } from '@portal/contracts/resources/define';
import { boolean, select, text } from '@portal/contracts/resources/fields';
import { registerResource } from '@portal/contracts/resources/registry';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as GenericResourceScreen } from '@/app/routes/generic-resource';
import { mockFetch, type RecordedRequest } from '@/testing/fetch-mock';

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/generic-resource/:resource" element={<GenericResourceScreen />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const row = (id: number, data: Record<string, unknown>) => ({
  id,
  data,
  references: {},
  created_at: '2026-03-01T09:00:00.000Z',
  created_by: { id: 7, email: 'inhouse@example.com' },
  updated_at: '2026-03-02T09:00:00.000Z',
  updated_by: { id: 7, email: 'inhouse@example.com' },
});
const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

let requests: RecordedRequest[];
const paths = () => requests.map((r) => new URL(r.url, 'http://x').pathname);

beforeAll(() => {
  // a resource only this test knows: the screen must come from the registry alone
  registerResource(
    defineResource({
      key: 'test-boxes',
      fields: {
        label: text({ required: true, max: 20 }),
        size: select(['small', 'large'] as const, { required: true }),
        fragile: boolean(),
      },
      search: ['label'],
      sort: ['label'],
      filters: ['size'],
    }),
  );
});
beforeEach(() => {
  localStorage.setItem('key', 'k');
  localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the generic resource screen', () => {
  it('gives a resource added to the registry its table and form, with no code of its own', async () => {
    requests = mockFetch(() => ({
      status: 200,
      body: page([row(4, { label: 'Flyttkartong', size: 'large', fragile: true })]),
    }));
    renderAt('/generic-resource/test-boxes');
    expect(screen.getByRole('heading', { level: 1, name: 'test-boxes' })).toBeTruthy();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('button', { name: 'Label' })).toBeTruthy(); // sortable
    expect(within(table).getByText('Flyttkartong')).toBeTruthy();
    expect(within(table).getByText('Ja')).toBeTruthy();
    expect(paths()).toEqual(['/api/generic-resources/test-boxes/']);
    expect(screen.getByRole('combobox', { name: 'Size' })).toBeTruthy(); // the filter

    fireEvent.click(screen.getByRole('button', { name: 'Ny rad' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('textbox', { name: /^Label/ })).toBeTruthy();
    expect(within(dialog).getByRole('switch', { name: 'Fragile' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skapa' }));
    expect(await within(dialog).findByText('Fältet label är obligatoriskt')).toBeTruthy();
    expect(within(dialog).getByText('Fältet size är obligatoriskt')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('shows a known resource in its own words, and who changed a row', async () => {
    requests = mockFetch(() => ({
      status: 200,
      body: page([row(1, { code: 'ADM', name: 'Administration', note: '', active: true })]),
    }));
    renderAt('/generic-resource/cost-centers');
    expect(screen.getByRole('heading', { level: 1, name: 'Kostnadsställen' })).toBeTruthy();
    const table = await screen.findByRole('table');
    for (const header of ['Kod', 'Namn', 'Aktiv', 'Senast ändrad'])
      expect(within(table).getByText(header)).toBeTruthy();
    expect(within(table).getByText('inhouse@example.com')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Ändra rad 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändra rad 1 i Kostnadsställen' });
    const code = within(dialog).getByRole('textbox', { name: /^Kod/ }) as HTMLInputElement;
    expect(code.value).toBe('ADM');
    fireEvent.change(code, { target: { value: 'FÖR-LÅNGT' } });
    fireEvent.blur(code);
    expect(await within(dialog).findByText('kod får inte vara längre än 6 tecken')).toBeTruthy();
    expect(within(dialog).getByTestId('record-meta').textContent).toContain('inhouse@example.com');
  });

  it('lists every resource with its count on the index', async () => {
    requests = mockFetch(() => ({
      status: 200,
      body: [
        { key: 'cost-centers', count: 6, read_only: false },
        { key: 'eu-vat-rates', count: 12, read_only: false },
      ],
    }));
    renderAt('/generic-resource/index');
    expect(screen.getByRole('heading', { level: 1, name: 'Resurser' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'EU-momssatser' });
    expect(link.getAttribute('href')).toBe('/generic-resource/eu-vat-rates');
    expect(screen.getByTestId('resource-eu-vat-rates').textContent).toContain('12');
    expect(paths()).toEqual(['/api/generic-resources/']);
  });

  it('says so when the address names no resource, and asks the server nothing', async () => {
    requests = mockFetch(() => ({ status: 200, body: [] }));
    renderAt('/generic-resource/companies');
    expect(screen.getByRole('heading', { level: 1, name: 'Resurser' })).toBeTruthy();
    expect(screen.getByText('Det finns ingen lista som heter så.')).toBeTruthy();
    await waitFor(() => expect(requests).toEqual([]));
  });
});
