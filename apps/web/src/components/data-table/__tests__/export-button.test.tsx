import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ExportButton } from '../export-button';
import { sheetCells } from '@/lib/spreadsheet';
import type * as Spreadsheet from '@/lib/spreadsheet';
import { renderWithMantine } from '@/testing/render';

const writeSpreadsheet = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('@/lib/spreadsheet', async (original) => ({
  ...(await original<typeof Spreadsheet>()),
  writeSpreadsheet,
}));

afterEach(() => {
  cleanup();
  writeSpreadsheet.mockClear();
});

interface Row {
  n: number;
}
const rows = (count: number) => Array.from({ length: count }, (_, i) => ({ n: i + 1 }));

function pages(count: number) {
  const all = rows(count);
  return vi.fn(async (offset: number, limit: number) => ({
    count,
    results: all.slice(offset, offset + limit),
  }));
}

const props = { headers: () => ['Nummer'], toCells: (row: Row) => [row.n] };

describe('ExportButton', () => {
  it('writes every page of the view into one sheet named by SPEC §9 defaults', async () => {
    const fetchPage = pages(1200);
    renderWithMantine(<ExportButton<Row> fetchPage={fetchPage} {...props} />);
    fireEvent.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(writeSpreadsheet).toHaveBeenCalledTimes(1));
    expect(fetchPage.mock.calls.map(([offset]) => offset)).toEqual([0, 500, 1000]);
    const [cells, fileName] = writeSpreadsheet.mock.calls[0] as unknown as [number[][], string?];
    expect(cells).toHaveLength(1201);
    expect(cells[0]).toEqual(['Nummer']);
    expect(cells[1200]).toEqual([1200]);
    expect(fileName).toBeUndefined(); // the writer's default: data.xls
  });

  it('downloads nothing for an empty view', async () => {
    const fetchPage = pages(0);
    renderWithMantine(<ExportButton<Row> fetchPage={fetchPage} {...props} />);
    fireEvent.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(fetchPage).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(writeSpreadsheet).not.toHaveBeenCalled();
  });

  it('ignores a second click within 500 ms', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const fetchPage = pages(3);
      renderWithMantine(<ExportButton<Row> fetchPage={fetchPage} {...props} />);
      const button = screen.getByTestId('export-button');
      fireEvent.click(button);
      await waitFor(() => expect(writeSpreadsheet).toHaveBeenCalledTimes(1));
      vi.setSystemTime(Date.now() + 200);
      fireEvent.click(button);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(writeSpreadsheet).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + 600);
      fireEvent.click(button);
      await waitFor(() => expect(writeSpreadsheet).toHaveBeenCalledTimes(2));
    } finally {
      vi.useRealTimers();
    }
  });

  it('hands a view too large for the browser to the server and shows its progress', async () => {
    const start = vi.fn(async () => ({
      id: 9,
      tab: 'orders' as const,
      status: 'running' as const,
      rows: 2000,
      total_rows: 8000,
      file_name: 'data.xlsx',
      download: null,
      error: null,
      created_at: '2026-11-25T10:00:00Z',
    }));
    renderWithMantine(
      <ExportButton<Row>
        fetchPage={pages(8000)}
        {...props}
        server={{ start, poll: vi.fn(async () => new Promise<never>(() => {})) }}
      />,
    );
    fireEvent.click(screen.getByTestId('export-button'));
    await waitFor(() => expect(start).toHaveBeenCalledTimes(1));
    const bar = await screen.findByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(writeSpreadsheet).not.toHaveBeenCalled();
  });
});

describe('sheetCells', () => {
  it('cuts at 1,000 columns and says so', () => {
    const headers = Array.from({ length: 1005 }, (_, i) => `c${i}`);
    const { cells, truncated } = sheetCells(headers, [headers.map((_, i) => i)]);
    expect(cells[0]).toHaveLength(1000);
    expect(cells[1]).toHaveLength(1000);
    expect(truncated).toBe(true);
    expect(sheetCells(['a'], [[1]]).truncated).toBe(false);
  });
});
