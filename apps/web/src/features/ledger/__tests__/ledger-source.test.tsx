import { MantineProvider } from '@mantine/core';
import type { LedgerSource } from '@portal/contracts/schemas/ledger';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SieUpload } from '../components/sie-upload';
import { SourceCard } from '../components/source-card';
import { i18n } from '@/lib/i18n';
import { mockFetch } from '@/testing/fetch-mock';

// the machine is shared: give the screens time to answer
configure({ asyncUtilTimeout: 8000 });

const source: LedgerSource = {
  company: 7,
  kind: 'fortnox',
  accounting_system: 'fortnox',
  status: 'done',
  progress: 100,
  phase: null,
  error: null,
  file_name: null,
  voucher_count: 3581,
  transaction_count: 18771,
  started_at: '2026-11-27T10:00:00Z',
  finished_at: '2026-11-27T10:00:02Z',
  refreshed_at: '2026-11-27T10:00:02Z',
};

function show(ui: ReactElement) {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(async () => {
  localStorage.setItem('key', 'k');
  localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
  await i18n.changeLanguage('sv');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const file = (name: string, size?: number) => {
  const f = new File(['#FLAGGA 0'], name, { type: 'text/plain' });
  if (size) Object.defineProperty(f, 'size', { value: size });
  return f;
};
const choose = (f: File) =>
  fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [f] } });

describe('the SIE upload', () => {
  it('sends the file and shows the refusal naming the line, until the language changes', async () => {
    const requests = mockFetch(() => ({
      status: 400,
      body: {
        code: 'validation_error',
        detail: 'Rad 7: verifikationen balanserar inte (differens 10,00 kr).',
      },
    }));
    show(<SieUpload source={source} />);
    choose(file('trasig.se'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Rad 7: verifikationen balanserar inte (differens 10,00 kr).',
    );
    expect(requests[0]!.url).toBe('/api/ledger/sie/?company=7');
    expect(requests[0]!.method).toBe('POST');
    expect((requests[0]!.body as FormData).get('file')).toBeInstanceOf(File);
    // a Swedish refusal is not left under English headings
    await act(() => i18n.changeLanguage('en'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Upload a SIE file' })).toBeTruthy();
  });

  it('refuses a file over 200 MB before sending anything', async () => {
    const requests = mockFetch(() => ({ status: 200, body: source }));
    show(<SieUpload source={source} />);
    choose(file('stor.se', 201 * 1024 * 1024));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'SIE-filen får vara högst 200 MB.',
    );
    expect(requests).toHaveLength(0);
  });
});

describe('the source card', () => {
  it('shows a refresh under way with its step and progress', () => {
    show(
      <SourceCard
        source={{
          ...source,
          status: 'running',
          progress: 42,
          phase: {
            key: 'ledger.read.vouchers',
            params: { year: '2025' },
            message: 'Hämtar verifikationerna för 2025',
          },
        }}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Inläsning 42 %' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Hämtar verifikationerna för 2025 · 42 %');
  });

  it('says why a refresh failed, in the reader’s language', async () => {
    const failed: LedgerSource = {
      ...source,
      kind: 'visma',
      accounting_system: 'visma',
      status: 'failed',
      error: {
        key: 'ledger.errors.source_auth',
        params: { system: 'Visma eEkonomi' },
        message: 'ignored: the screen words it itself',
      },
    };
    show(<SourceCard source={failed} />);
    expect(screen.getByText(/^Visma eEkonomi godkände inte portalens inloggning/)).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText(/^Visma eEkonomi did not accept the portal’s sign-in/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Read from Visma eEkonomi' })).toBeTruthy();
  });

  it('offers no refresh without an accounting system, and points to SIE', () => {
    show(<SourceCard source={{ ...source, kind: 'sie', accounting_system: null }} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/Ladda upp en SIE-fil i stället/)).toBeTruthy();
  });
});
