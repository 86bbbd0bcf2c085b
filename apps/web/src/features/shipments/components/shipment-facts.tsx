import { Anchor, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { Shipment } from '@portal/contracts/schemas/shipments';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShipmentOptions } from '../api/get-options';
import {
  formatDateTime,
  formatDay,
  formatDimensions,
  formatMinor,
  formatWeight,
} from '../utils/format';
import { StatusBadge } from './status-badge';

/** What SPEC §3 names of a shipment, as a description list. */
export function ShipmentFacts({ shipment: s }: { shipment: Shipment }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const options = useShipmentOptions();
  const carrier = options.data?.carriers.find((c) => c.code === s.carrier)?.name ?? s.carrier;
  const r = s.receiver;
  const facts: [string, ReactNode][] = [
    [
      t('shipments.columns.tracking_number'),
      s.tracking_number && s.tracking_url ? (
        <Anchor href={s.tracking_url} target="_blank" rel="noopener noreferrer">
          {s.tracking_number}
        </Anchor>
      ) : (
        (s.tracking_number ?? t('shipments.detail.no_tracking'))
      ),
    ],
    [
      t('shipments.columns.order'),
      s.order ? (
        <Anchor component={Link} to={`/sales-panel?tab=orders`}>
          {s.order_number ?? s.order_id}
        </Anchor>
      ) : (
        (s.order_id ?? '')
      ),
    ],
    [t('shipments.columns.customer'), s.customer],
    [
      t('shipments.columns.destination'),
      [r.company, r.address1, r.address2, `${r.postal_code} ${r.city}`, r.country]
        .filter(Boolean)
        .join(', '),
    ],
    [t('shipments.detail.contact'), [r.email, r.phone].filter(Boolean).join(' · ') || '–'],
    [t('shipments.columns.carrier'), carrier],
    [t('shipments.columns.service'), s.service],
    [
      t('shipments.form.service_point'),
      s.service_point
        ? `${s.service_point.name}, ${s.service_point.street}, ${s.service_point.postal_code} ${s.service_point.city}`
        : '–',
    ],
    [t('shipments.columns.status'), <StatusBadge key="status" status={s.status} late={s.late} />],
    [t('shipments.columns.created'), formatDateTime(s.created_at, lang)],
    [
      t('shipments.columns.estimated_delivery'),
      s.estimated_delivery ? formatDay(s.estimated_delivery, lang) : '–',
    ],
    ...(s.delivered_at
      ? [
          [t('shipments.detail.delivered_at'), formatDateTime(s.delivered_at, lang)] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    [t('shipments.detail.total_weight'), formatWeight(s.total_weight_grams, lang)],
    [t('shipments.detail.total_value'), formatMinor(s.total_value, s.currency, lang)],
    [t('shipments.fields.reference'), s.reference || '–'],
  ];

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="facts-heading">
      <Title order={2} size="h4" id="facts-heading" mb="sm">
        {t('shipments.detail.facts')}
      </Title>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs" m={0}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Title order={3} size="h5" mt="md" mb="xs">
        {t('shipments.form.parcels')}
      </Title>
      <Table.ScrollContainer minWidth={520}>
        <Table verticalSpacing={4} data-testid="parcels-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>#</Table.Th>
              <Table.Th>{t('shipments.columns.weight')}</Table.Th>
              <Table.Th>{t('shipments.detail.dimensions')}</Table.Th>
              <Table.Th>{t('shipments.detail.contents')}</Table.Th>
              <Table.Th>{t('shipments.fields.parcel_description')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {s.parcels.map((p, i) => (
              <Table.Tr key={i}>
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>{formatWeight(p.weight_grams, lang)}</Table.Td>
                <Table.Td>{formatDimensions(p) ?? '–'}</Table.Td>
                <Table.Td>
                  {p.contents.map((c) => `${c.quantity} × ${c.description}`).join(', ') || '–'}
                </Table.Td>
                <Table.Td>{p.description || '–'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
