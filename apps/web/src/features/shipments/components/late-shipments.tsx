import { Anchor, Paper, Table, Text, Title } from '@mantine/core';
import type { ShipmentSummary } from '@portal/contracts/schemas/shipments';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay } from '../utils/format';
import { StatusBadge } from './status-badge';

/** Shipments whose estimated delivery has passed, with a link to all of them in the list. */
export function LateShipments({ late, count }: { late: ShipmentSummary[]; count: number }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper
      withBorder
      p="md"
      component="section"
      aria-labelledby="late-heading"
      data-testid="late-shipments"
    >
      <Title order={2} size="h4" id="late-heading" mb="sm">
        {t('shipments.dashboard.late', { count })}
      </Title>
      {late.length === 0 ? (
        <Text c="dimmed">{t('shipments.dashboard.none_late')}</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={480}>
            <Table verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('shipments.columns.tracking_number')}</Table.Th>
                  <Table.Th>{t('shipments.columns.customer')}</Table.Th>
                  <Table.Th>{t('shipments.columns.estimated_delivery')}</Table.Th>
                  <Table.Th>{t('shipments.columns.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {late.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/shipments/${s.id}`} size="sm">
                        {s.tracking_number ?? t('shipments.no_tracking', { id: s.id })}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{s.customer}</Table.Td>
                    <Table.Td>
                      {s.estimated_delivery ? formatDay(s.estimated_delivery, i18n.language) : ''}
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge status={s.status} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Anchor component={Link} to="/shipments/list?late=true" size="sm">
            {t('shipments.dashboard.all_late', { count })}
          </Anchor>
        </>
      )}
    </Paper>
  );
}
