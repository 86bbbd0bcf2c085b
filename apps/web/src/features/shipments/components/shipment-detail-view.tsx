import { Anchor, Button, Center, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShipment } from '../api/get-shipment';
import { FreightPanel } from './freight-panel';
import { LabelViewer } from './label-viewer';
import { ShipmentActionsBar } from './shipment-actions-bar';
import { ShipmentFacts } from './shipment-facts';
import { StatusBadge } from './status-badge';
import { TrackingTimeline } from './tracking-timeline';
import { isApiError } from '@/lib/api-error';

/** /shipments/{id}: the shipment, its actions, timeline, label and freight. */
export function ShipmentDetailView({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useShipment(id);

  if (query.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <Group role="alert">
        <Text c="red">
          {missing ? t('shipments.detail.not_found') : t('shipments.detail.load_failed')}
        </Text>
        {missing ? (
          <Anchor component={Link} to="/shipments/list">
            {t('shipments.detail.back')}
          </Anchor>
        ) : (
          <Button variant="default" size="xs" onClick={() => void query.refetch()}>
            {t('common.try_again')}
          </Button>
        )}
      </Group>
    );
  }

  const shipment = query.data;
  return (
    <Stack gap="md" data-testid="shipment-detail">
      <Anchor component={Link} to="/shipments/list" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden />
          {t('shipments.detail.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Group gap="sm">
          <Title order={2} size="h3" data-testid="tracking-number">
            {shipment.tracking_number ?? t('shipments.no_tracking', { id: shipment.id })}
          </Title>
          <StatusBadge status={shipment.status} late={shipment.late} />
        </Group>
        <ShipmentActionsBar shipment={shipment} />
      </Group>
      <Grid>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <ShipmentFacts shipment={shipment} />
            <FreightPanel shipment={shipment} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <TrackingTimeline events={shipment.events} />
        </Grid.Col>
      </Grid>
      <LabelViewer shipment={shipment} />
    </Stack>
  );
}
