import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListToolbar } from '../list-toolbar';
import { useListQuery, type ListQuery } from '../use-list-query';
import { renderWithMantine } from '@/testing/render';

afterEach(cleanup);

function Harness({ width }: { width?: number }) {
  const list = useListQuery<Record<string, never>>({ filters: {} });
  return <ListToolbar list={list} search={{ label: 'Sök', width }} />;
}

/** The width style Mantine puts on the search box's wrapper. */
const searchWidth = () =>
  screen.getByRole('searchbox', { name: 'Sök' }).closest<HTMLElement>('.mantine-TextInput-root')
    ?.style.width;

describe('ListToolbar', () => {
  it('gives the search box the width the list asks for', () => {
    renderWithMantine(<Harness width={360} />);
    expect(searchWidth()).toBe('calc(22.5rem * var(--mantine-scale))');
  });

  it('leaves the search box its own width when the list names none', () => {
    renderWithMantine(<Harness />);
    expect(searchWidth()).toBe('');
  });
});

interface Range {
  from: string | null;
  to: string | null;
}

function DateHarness({ onList }: { onList: (list: ListQuery<Range>) => void }) {
  const list = useListQuery<Range>({ filters: { from: null, to: null } });
  onList(list);
  return (
    <ListToolbar
      list={list}
      dates={[
        { key: 'from', label: 'Från och med' },
        { key: 'to', label: 'Till och med', min: list.filters.from ?? undefined },
      ]}
    />
  );
}

describe('ListToolbar date filters', () => {
  it('sets a day filter from its date input and clears it when emptied, back at page 1', () => {
    let list: ListQuery<Range> | undefined;
    renderWithMantine(<DateHarness onList={(current) => (list = current)} />);
    act(() => list!.setPage(3));
    fireEvent.change(screen.getByLabelText('Från och med'), { target: { value: '2026-11-01' } });
    expect(list!.filters).toEqual({ from: '2026-11-01', to: null });
    expect(list!.page).toBe(1);
    expect(screen.getByLabelText('Till och med')).toHaveProperty('min', '2026-11-01');
    fireEvent.change(screen.getByLabelText('Till och med'), { target: { value: '2026-11-30' } });
    expect(list!.filters).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    fireEvent.change(screen.getByLabelText('Från och med'), { target: { value: '' } });
    expect(list!.filters).toEqual({ from: null, to: '2026-11-30' });
  });
});
