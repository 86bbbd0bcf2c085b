import { Checkbox, Stack, Table, type TableTrProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { ListToolbar, type ListToolbarProps } from './list-toolbar';
import { SortHeader } from './sort-header';
import { sortDirection, type ListQuery } from './use-list-query';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** the server's ordering key; makes the header a sort button */
  sortKey?: string;
  width?: number | string;
  minWidth?: number;
  maxWidth?: number;
  align?: 'left' | 'center' | 'right';
  /** keeps the cell on one line, e.g. for dates */
  nowrap?: boolean;
}

/** The parts of a TanStack list query the table reads; a `useQuery` result fits as it is. */
export interface ListResult<Row> {
  data: { count: number; estimated?: boolean; results: Row[] } | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface DataTableSelection<Row> {
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  /** the accessible name of the page's select-all box */
  selectAllLabel: string;
  /** the accessible name of one row's box */
  rowLabel: (row: Row) => string;
}

export type DataTableRowProps = Omit<TableTrProps, 'children'> & { 'data-testid'?: string };

export interface DataTableProps<Row, F> {
  columns: readonly DataTableColumn<Row>[];
  query: ListResult<Row>;
  list: ListQuery<F>;
  getRowId: (row: Row) => string;
  emptyText: string;
  selection?: DataTableSelection<Row>;
  toolbar?: ListToolbarProps<F>;
  /** right-hand toolbar slot (actions; the place for export) */
  toolbarEnd?: ReactNode;
  /** shown between the toolbar and the table, e.g. counts or a chart */
  aboveTable?: ReactNode;
  rowProps?: (row: Row) => DataTableRowProps;
  minWidth?: number;
}

/**
 * Every list's table: toolbar, server-side pages of `list.limit`, sort headers, selection,
 * and the loading, empty and failed (with Try again) states.
 */
export function DataTable<Row, F>({
  columns,
  query,
  list,
  getRowId,
  emptyText,
  selection,
  toolbar,
  toolbarEnd,
  aboveTable,
  rowProps,
  minWidth = 1100,
}: DataTableProps<Row, F>) {
  const { data, isPending, isError, refetch } = query;
  const rows = data?.results ?? [];
  const showToolbar = toolbar !== undefined || toolbarEnd !== undefined;

  return (
    <Stack gap="md">
      {showToolbar && <ListToolbar list={list} {...toolbar} end={toolbarEnd ?? toolbar?.end} />}
      {aboveTable}
      <ListState
        failed={isError && !data}
        onRetry={() => void refetch()}
        loading={isPending}
        empty={rows.length === 0}
        emptyText={emptyText}
      >
        <Table.ScrollContainer minWidth={minWidth}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                {selection && (
                  <Table.Th w={40}>
                    <PageCheckbox ids={rows.map(getRowId)} selection={selection} />
                  </Table.Th>
                )}
                {columns.map((column) => (
                  <Table.Th
                    key={column.key}
                    w={column.width}
                    ta={column.align}
                    aria-sort={
                      column.sortKey ? sortDirection(list.ordering, column.sortKey) : undefined
                    }
                  >
                    {column.sortKey ? (
                      <SortHeader
                        sortKey={column.sortKey}
                        ordering={list.ordering}
                        onSort={list.setOrdering}
                        align={column.align}
                      >
                        {column.header}
                      </SortHeader>
                    ) : (
                      column.header
                    )}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const id = getRowId(row);
                const checked = selection?.selected.includes(id) ?? false;
                return (
                  <Table.Tr
                    key={id}
                    bg={checked ? 'var(--mantine-primary-color-light)' : undefined}
                    {...rowProps?.(row)}
                  >
                    {selection && (
                      <Table.Td onClick={(event) => event.stopPropagation()}>
                        <Checkbox
                          aria-label={selection.rowLabel(row)}
                          checked={checked}
                          onChange={(event) =>
                            selection.onChange(
                              event.currentTarget.checked
                                ? [...selection.selected, id]
                                : selection.selected.filter((other) => other !== id),
                            )
                          }
                        />
                      </Table.Td>
                    )}
                    {columns.map((column) => (
                      <Table.Td
                        key={column.key}
                        ta={column.align}
                        miw={column.minWidth}
                        maw={column.maxWidth}
                        style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}
                      >
                        {column.cell(row)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      {data && (
        <ListPagination
          count={data.count}
          estimated={data.estimated}
          page={list.page}
          limit={list.limit}
          onChange={list.setPage}
        />
      )}
    </Stack>
  );
}

/** Selects or clears every row on the page; rows chosen on other pages stay chosen. */
function PageCheckbox<Row>({
  ids,
  selection,
}: {
  ids: string[];
  selection: DataTableSelection<Row>;
}) {
  const chosen = ids.filter((id) => selection.selected.includes(id)).length;
  const all = ids.length > 0 && chosen === ids.length;
  return (
    <Checkbox
      aria-label={selection.selectAllLabel}
      checked={all}
      indeterminate={chosen > 0 && !all}
      disabled={ids.length === 0}
      onChange={() =>
        selection.onChange(
          all
            ? selection.selected.filter((id) => !ids.includes(id))
            : [...selection.selected, ...ids.filter((id) => !selection.selected.includes(id))],
        )
      }
    />
  );
}
