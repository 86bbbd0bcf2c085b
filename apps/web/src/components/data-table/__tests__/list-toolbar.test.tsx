import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ListToolbar } from '../list-toolbar';
import { useListQuery } from '../use-list-query';
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
