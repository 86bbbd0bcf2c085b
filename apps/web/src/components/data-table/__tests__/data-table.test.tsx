import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableColumn, type ListResult } from '../data-table';
import { useListQuery, type ListQuery } from '../use-list-query';
import { renderWithMantine } from '@/testing/render';

afterEach(cleanup);

interface Shop {
  id: number;
  name: string;
}
interface Filters {
  status: 'open' | 'closed' | null;
}

const columns: DataTableColumn<Shop>[] = [
  { key: 'name', header: 'Namn', sortKey: 'name', cell: (shop) => shop.name },
  { key: 'id', header: 'Nummer', cell: (shop) => shop.id },
];

const loaded = (results: Shop[], over: Partial<ListResult<Shop>> = {}): ListResult<Shop> => ({
  data: { count: results.length, results },
  isPending: false,
  isError: false,
  refetch: vi.fn(),
  ...over,
});

const shops = [
  { id: 1, name: 'Acme' },
  { id: 2, name: 'Bolaget' },
];

function Harness({
  query,
  onList,
  withSelection = false,
}: {
  query: ListResult<Shop>;
  onList?: (list: ListQuery<Filters>) => void;
  withSelection?: boolean;
}) {
  const list = useListQuery<Filters>({ filters: { status: null } });
  const [selected, setSelected] = useState<string[]>([]);
  onList?.(list);
  return (
    <DataTable
      columns={columns}
      query={query}
      list={list}
      getRowId={(shop) => String(shop.id)}
      emptyText="Inga butiker."
      rowProps={() => ({ 'data-testid': 'shop-row' })}
      toolbar={{
        search: { label: 'Sök' },
        filters: [
          {
            key: 'status',
            label: 'Status',
            placeholder: 'Alla',
            options: [
              { value: 'open', label: 'Öppen' },
              { value: 'closed', label: 'Stängd' },
            ],
          },
        ],
      }}
      selection={
        withSelection
          ? {
              selected,
              onChange: setSelected,
              selectAllLabel: 'Markera alla på sidan',
              rowLabel: (shop) => `Markera ${shop.name}`,
            }
          : undefined
      }
    />
  );
}

describe('DataTable', () => {
  it('shows a loader while the first page loads', () => {
    renderWithMantine(<Harness query={{ ...loaded([]), data: undefined, isPending: true }} />);
    expect(screen.getByRole('status', { name: 'Laddar…' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says the list is empty', () => {
    renderWithMantine(<Harness query={loaded([])} />);
    expect(screen.getByText('Inga butiker.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('tells a failed load and fetches again on Try again', () => {
    const query = loaded([], { data: undefined, isError: true });
    renderWithMantine(<Harness query={query} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Listan kunde inte hämtas.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Försök igen' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('renders one row per result with the row props, and the page summary', () => {
    renderWithMantine(<Harness query={loaded(shops)} />);
    const rows = screen.getAllByTestId('shop-row');
    expect(rows.map((row) => row.textContent)).toEqual(['Acme1', 'Bolaget2']);
    expect(screen.getByText('1–2 av 2')).toBeTruthy();
  });

  it('pages with named arrows when the list is longer than a page', () => {
    let list: ListQuery<Filters> | undefined;
    const long = loaded(shops, { data: { count: 120, results: shops } });
    renderWithMantine(<Harness query={long} onList={(current) => (list = current)} />);
    const pages = screen.getByRole('navigation', { name: 'Sidnavigering' });
    fireEvent.click(within(pages).getByRole('button', { name: 'Nästa sida' }));
    expect(list?.page).toBe(2);
    fireEvent.click(within(pages).getByRole('button', { name: 'Föregående sida' }));
    expect(list?.page).toBe(1);
  });

  it('sorts by a column from its header button and says so with aria-sort', () => {
    let list: ListQuery<Filters> | undefined;
    renderWithMantine(<Harness query={loaded(shops)} onList={(current) => (list = current)} />);
    const button = screen.getByRole('button', { name: 'Namn' });
    const header = button.closest('th');
    expect(header?.getAttribute('aria-sort')).toBeNull();
    // a plain header is no button
    expect(screen.queryByRole('button', { name: 'Nummer' })).toBeNull();

    fireEvent.click(button);
    expect(list?.ordering).toBe('name');
    expect(header?.getAttribute('aria-sort')).toBe('ascending');

    fireEvent.click(button);
    expect(list?.ordering).toBe('-name');
    expect(header?.getAttribute('aria-sort')).toBe('descending');

    fireEvent.click(button);
    expect(list?.ordering).toBeNull();
    expect(header?.getAttribute('aria-sort')).toBeNull();
  });

  it('writes the search box to the list query', () => {
    let list: ListQuery<Filters> | undefined;
    renderWithMantine(<Harness query={loaded(shops)} onList={(current) => (list = current)} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Sök' }), {
      target: { value: 'acme' },
    });
    expect(list?.search).toBe('acme');
  });

  it('sets a declared select filter from its options and clears it to "all"', () => {
    let list: ListQuery<Filters> | undefined;
    renderWithMantine(<Harness query={loaded(shops)} onList={(current) => (list = current)} />);
    const status = screen.getByRole('combobox', { name: 'Status' });
    fireEvent.click(status);
    fireEvent.click(screen.getByRole('option', { name: 'Stängd' }));
    expect(list?.filters.status).toBe('closed');
    expect((status as HTMLInputElement).value).toBe('Stängd');
  });

  it('selects every row on the page from the select-all box, and clears them again', () => {
    renderWithMantine(<Harness query={loaded(shops)} withSelection />);
    const all = screen.getByRole('checkbox', { name: 'Markera alla på sidan' });
    const acme = screen.getByRole('checkbox', { name: 'Markera Acme' });
    const bolaget = screen.getByRole('checkbox', { name: 'Markera Bolaget' });

    fireEvent.click(acme);
    expect((acme as HTMLInputElement).checked).toBe(true);
    expect((all as HTMLInputElement).checked).toBe(false);

    fireEvent.click(all);
    expect((acme as HTMLInputElement).checked).toBe(true);
    expect((bolaget as HTMLInputElement).checked).toBe(true);
    expect((all as HTMLInputElement).checked).toBe(true);

    fireEvent.click(all);
    expect((acme as HTMLInputElement).checked).toBe(false);
    expect((bolaget as HTMLInputElement).checked).toBe(false);
  });
});
