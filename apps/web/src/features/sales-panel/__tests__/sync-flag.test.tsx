import type { Reason } from '@portal/contracts/schemas/sales';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SyncFlag } from '../components/sync-flag';
import { i18n } from '@/lib/i18n';
import { renderWithMantine } from '@/testing/render';

afterEach(cleanup);

const reason = (over: Partial<Reason>): Reason => ({
  text: 'Custom rule 7: no VAT',
  key: null,
  params: null,
  ...over,
});

describe('SyncFlag', () => {
  it('words the reason in the reader language when the engine sent a key the portal knows', async () => {
    const known = reason({ key: 'validation.required', params: { field: 'Kund' } });
    renderWithMantine(<SyncFlag synced={false} status="Failed" reason={known} />);
    expect(screen.getByText('Fältet Kund är obligatoriskt')).toBeTruthy();
    expect(screen.queryByText('Custom rule 7: no VAT')).toBeNull();
    cleanup();
    await i18n.changeLanguage('en');
    renderWithMantine(<SyncFlag synced={false} status="Failed" reason={known} />);
    expect(screen.getByText('The Kund field is required')).toBeTruthy();
  });

  it('shows the engine text when the key is unknown or missing', () => {
    renderWithMantine(
      <SyncFlag synced={false} status="Failed" reason={reason({ key: 'engine.reason.nope' })} />,
    );
    expect(screen.getByText('Custom rule 7: no VAT')).toBeTruthy();
    cleanup();
    renderWithMantine(<SyncFlag synced={false} status="Failed" reason={reason({})} />);
    expect(screen.getByText('Custom rule 7: no VAT')).toBeTruthy();
  });

  it('tells synced from unsynced, the unsynced with its state', () => {
    renderWithMantine(<SyncFlag synced={false} status="Ambiguous" reason={reason({})} />);
    expect(screen.getByText('Osynkad · Tvetydig')).toBeTruthy();
    cleanup();
    renderWithMantine(<SyncFlag synced status="Success" reason={reason({ text: '' })} />);
    expect(screen.getByTestId('sync-flag').textContent).toBe('Synkad');
  });
});
