import { Paper, Text, Timeline, Title } from '@mantine/core';
import type { ShipmentEvent } from '@portal/contracts/schemas/shipments';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../utils/format';
import { statusColor, statusKey } from '../utils/status';

/** The shipment's tracking events, newest first: status, what happened, where and when. */
export function TrackingTimeline({ events }: { events: ShipmentEvent[] }) {
  const { t, i18n } = useTranslation();
  const newest = [...events].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="timeline-heading">
      <Title order={2} size="h4" id="timeline-heading" mb="sm">
        {t('shipments.detail.timeline')}
      </Title>
      {newest.length === 0 ? (
        <Text c="dimmed">{t('shipments.detail.no_events')}</Text>
      ) : (
        <Timeline active={0} bulletSize={14} lineWidth={2} data-testid="tracking-timeline">
          {newest.map((event, i) => (
            <Timeline.Item
              key={`${event.at}-${i}`}
              color={statusColor(event.status)}
              title={t(statusKey(event.status))}
            >
              {event.message && <Text size="sm">{event.message}</Text>}
              <Text size="xs" c="dimmed">
                {[formatDateTime(event.at, i18n.language), event.location]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Paper>
  );
}
