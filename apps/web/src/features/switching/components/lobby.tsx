import { Badge, Button, Card, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { DEFAULT_LIMIT } from '@portal/contracts/pagination';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSwitchableCompanies } from '../api/get-switchable-companies';
import { useSwitch } from '../hooks/use-switch';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';
import { SearchInput } from '@/components/search-input';
import { usePagedSearch } from '@/lib/use-paged-search';
import { useSessionStore } from '@/stores/session-store';

/** SPEC §2 lobby: choose a client company and work in it as its owner; unswitch to come back. */
export function Lobby() {
  const { t } = useTranslation();
  const { page, setPage, search, setSearch, debounced } = usePagedSearch();
  const { data, isPending } = useSwitchableCompanies({ page, search: debounced });
  const { switchToCompany, unswitch, isPending: switching } = useSwitch();
  const [target, setTarget] = useState<number | null>(null);
  const acting = useSessionStore((s) => (s.acting_as_company_owner ? s.company : null));

  return (
    <Stack gap="md">
      {acting ? (
        <Card withBorder padding="lg">
          <Group justify="space-between">
            <Text>
              {t('switching.lobby_current')}: <strong>{acting.name}</strong>
            </Text>
            <Button variant="light" onClick={() => void unswitch()}>
              {t('switching.unswitch')}
            </Button>
          </Group>
        </Card>
      ) : (
        <Text c="dimmed">{t('switching.lobby_intro')}</Text>
      )}
      <SearchInput label={t('switching.search')} value={search} onChange={setSearch} />
      <ListState
        loading={isPending}
        empty={!data || data.results.length === 0}
        emptyText={t('switching.lobby_empty')}
      >
        <Table.ScrollContainer minWidth={560}>
          <Table striped highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('switching.company')}</Table.Th>
                <Table.Th>{t('switching.org_number')}</Table.Th>
                <Table.Th>{t('switching.firm')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('switching.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data?.results.map((company) => (
                <Table.Tr key={company.id}>
                  <Table.Td>
                    {company.name}{' '}
                    {!company.is_active && (
                      <Badge color="gray" variant="light">
                        {t('switching.inactive')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{company.company_id}</Table.Td>
                  <Table.Td>{company.accounting_firm?.name ?? '–'}</Table.Td>
                  <Table.Td ta="right">
                    {acting?.id === company.id ? (
                      <Badge>{t('switching.current')}</Badge>
                    ) : (
                      <Button
                        size="xs"
                        disabled={Boolean(acting)}
                        loading={switching && target === company.id}
                        aria-label={t('switching.switch_to', { name: company.name })}
                        onClick={() => {
                          setTarget(company.id);
                          void switchToCompany(company.id).catch(() => undefined);
                        }}
                      >
                        {t('switching.switch')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
      {data && (
        <ListPagination count={data.count} page={page} limit={DEFAULT_LIMIT} onChange={setPage} />
      )}
    </Stack>
  );
}
