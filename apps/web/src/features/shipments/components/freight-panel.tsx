import { Badge, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { Shipment } from '@portal/contracts/schemas/shipments';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../utils/format';

const BOOKING_COLORS: Record<string, string> = { Success: 'teal', Failed: 'red', Pending: 'gray' };

/** What the freight cost (net and VAT), what the customer paid for it, and its booking. */
export function FreightPanel({ shipment }: { shipment: Shipment }) {
  const { t, i18n } = useTranslation();
  const freight = shipment.freight;
  const money = (minor: number) => formatMinor(minor, 'SEK', i18n.language);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="freight-heading">
      <Title order={2} size="h4" id="freight-heading" mb="sm">
        {t('shipments.freight.heading')}
      </Title>
      {!freight ? (
        <Text c="dimmed">{t('shipments.freight.unknown')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          <Figure label={t('shipments.freight.net')} value={money(freight.net)} />
          <Figure label={t('shipments.freight.vat')} value={money(freight.vat)} />
          <Figure
            label={t('shipments.freight.paid')}
            value={
              freight.paid === null ? t('shipments.freight.paid_unknown') : money(freight.paid)
            }
          />
          <div>
            <Text size="xs" c="dimmed">
              {t('shipments.freight.booking')}
            </Text>
            {freight.booking ? (
              <>
                <Group gap={6}>
                  <Badge color={BOOKING_COLORS[freight.booking.status] ?? 'gray'} variant="light">
                    {t(`shipments.freight.booking_status.${freight.booking.status}`, {
                      defaultValue: freight.booking.status,
                    })}
                  </Badge>
                  {freight.booking.reference && <Text size="sm">{freight.booking.reference}</Text>}
                </Group>
                {freight.booking.reason && (
                  <Text size="xs" c="dimmed">
                    {freight.booking.reason}
                  </Text>
                )}
              </>
            ) : (
              <Text size="sm">{t('shipments.freight.not_booked')}</Text>
            )}
          </div>
        </SimpleGrid>
      )}
    </Paper>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}
