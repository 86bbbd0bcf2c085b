import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LabelViewer } from '../components/label-viewer';
import { printDocument } from '../components/zpl-label';
import { shipment } from './fixtures';

const renderer = vi.hoisted(() => ({
  zplToBase64MultipleAsync: vi.fn(async () => ['iVBORw0KGgo=']),
}));
vi.mock('zpl-renderer-js', () => ({ ready: Promise.resolve({ api: renderer }) }));

let asked: string[];

beforeEach(() => {
  localStorage.setItem('key', 'k');
  localStorage.setItem('expiry', new Date(Date.now() + 60_000).toISOString());
  asked = [];
  URL.createObjectURL = vi.fn(() => 'blob:label');
  URL.revokeObjectURL = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(url);
      if (url.includes('format=zpl_10x15'))
        return new Response('^XA^FO50,50^FDPN123^FS^XZ', {
          headers: { 'content-type': 'application/zpl' },
        });
      return new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function renderViewer(format: 'pdf_a4' | 'zpl_10x15') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <LabelViewer shipment={{ ...shipment, label_format: format, labels: [format] }} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the label viewer', { timeout: 30_000 }, () => {
  it('shows a PDF label in a frame of its blob URL and prints through that frame', async () => {
    renderViewer('pdf_a4');
    const frame = (await screen.findByTitle('Etikett för PN123456789SE')) as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('blob:label');
    expect(asked).toEqual(['/api/shipments/9/label/?format=pdf_a4']);
    const print = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { print, focus: vi.fn() } });
    fireEvent.click(screen.getByRole('button', { name: 'Skriv ut' }));
    expect(print).toHaveBeenCalledTimes(1);
    // the renderer of ZPL is not loaded for a PDF
    expect(renderer.zplToBase64MultipleAsync).not.toHaveBeenCalled();
  });

  it('draws a ZPL label as an image in the browser and offers the ZPL file', async () => {
    renderViewer('zpl_10x15');
    const image = await screen.findByRole('img', {
      name: 'Etikett för PN123456789SE, sida 1 av 1',
    });
    expect(image.getAttribute('src')).toBe('data:image/png;base64,iVBORw0KGgo=');
    expect(renderer.zplToBase64MultipleAsync).toHaveBeenCalledWith(
      '^XA^FO50,50^FDPN123^FS^XZ',
      100,
      150,
      8,
    );
    expect(screen.getByRole('button', { name: 'Ladda ner ZPL' })).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Skriv ut' })).toHaveProperty('disabled', false),
    );
  });

  it('prints each ZPL label on its own 10×15 page', () => {
    const html = printDocument(['AAA', 'BBB']);
    expect(html).toContain('@page{size:100mm 150mm;margin:0}');
    expect(html.match(/<img /g)).toHaveLength(2);
  });
});
