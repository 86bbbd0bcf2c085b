import { Badge, Button, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import type { FreightBooking, Shipment } from '@portal/contracts/schemas/shipments';
import { useTranslation } from 'react-i18next';
import { useRetryFreight } from '../api/shipment-actions';
import { formatMinor } from '../utils/format';
import { notifySuccess, notifyWarning } from '@/lib/toast';

const BOOKING_COLORS: Record<string, string> = { Success: 'teal', Failed: 'red', Pending: 'gray' };

/** What the freight cost (net and VAT), what the customer paid for it, and its booking. */
export function FreightPanel({ shipment }: { shipment: Shipment }) {
  const { t, i18n } = useTranslation();
  const freight = shipment.freight;
  const money = (minor: number) => formatMinor(minor, 'SEK', i18n.language);
  const retry = useRetryFreight(shipment.id);
  const failed = freight?.booking?.status === 'Failed' || freight?.reversal?.status === 'Failed';
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
          <Booking label={t('shipments.freight.booking')} booking={freight.booking} />
          {freight.reversal && (
            <Booking label={t('shipments.freight.reversal')} booking={freight.reversal} />
          )}
        </SimpleGrid>
      )}
      {failed && (
        <Button
          mt="sm"
          size="xs"
          variant="light"
          loading={retry.isPending}
          onClick={() =>
            retry.mutate(undefined, {
              onSuccess: (after) => {
                const stillFailed = [after.freight?.booking, after.freight?.reversal].some(
                  (b) => b?.status === 'Failed',
                );
                if (stillFailed) notifyWarning(t('shipments.freight.retry_failed'));
                else notifySuccess(t('shipments.freight.retried'));
              },
            })
          }
        >
          {t('shipments.freight.retry')}
        </Button>
      )}
    </Paper>
  );
}

/** A freight voucher's booking: its status, the voucher's number, and why when it failed. */
function Booking({ label, booking }: { label: string; booking: FreightBooking | null }) {
  const { t } = useTranslation();
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {booking ? (
        <>
          <Group gap={6}>
            <Badge color={BOOKING_COLORS[booking.status] ?? 'gray'} variant="light">
              {t(`shipments.freight.booking_status.${booking.status}`, {
                defaultValue: booking.status,
              })}
            </Badge>
            {booking.reference && <Text size="sm">{booking.reference}</Text>}
          </Group>
          {booking.reason && (
            <Text size="xs" c="dimmed">
              {booking.reason}
            </Text>
          )}
        </>
      ) : (
        <Text size="sm">{t('shipments.freight.not_booked')}</Text>
      )}
    </div>
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
