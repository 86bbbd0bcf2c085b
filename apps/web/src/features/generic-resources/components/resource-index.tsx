import { Anchor, Badge, Stack, Table, Text } from '@mantine/core';
import { resourceText } from '@portal/contracts/resources/define';
import { resourceByKey } from '@portal/contracts/resources/registry';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useResourceIndex } from '../api/get-resource-index';
import { ListState } from '@/components/list-state';

/** Every resource of the registry with its number of rows; each leads to its table. */
export function ResourceIndex() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError, refetch } = useResourceIndex();
  const count = new Intl.NumberFormat(i18n.language);
  const rows = data ?? [];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        {t('generic_resources.index.intro')}
      </Text>
      <ListState
        loading={isPending}
        failed={isError && !data}
        onRetry={() => void refetch()}
        empty={rows.length === 0}
        emptyText={t('generic_resources.empty')}
      >
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('generic_resources.index.resource')}</Table.Th>
                <Table.Th>{t('generic_resources.index.description')}</Table.Th>
                <Table.Th ta="right">{t('generic_resources.index.count')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((summary) => (
                <Table.Tr key={summary.key} data-testid={`resource-${summary.key}`}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Anchor component={Link} to={`/generic-resource/${summary.key}`} fw={500}>
                      {t(resourceText(summary.key, 'plural'), { defaultValue: summary.key })}
                    </Anchor>
                    {summary.read_only && (
                      <Badge ml="xs" size="sm" variant="light" color="gray" tt="none">
                        {t('generic_resources.index.read_only')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" c="dimmed">
                      {resourceByKey(summary.key) &&
                        t(resourceText(summary.key, 'description'), { defaultValue: '' })}
                    </Text>
                  </Table.Td>
                  <Table.Td ta="right">{count.format(summary.count)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ListState>
    </Stack>
  );
}
