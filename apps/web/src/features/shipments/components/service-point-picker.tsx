import { Button, Group, Loader, Radio, ScrollArea, Stack, Text } from '@mantine/core';
import type { ServicePoint } from '@portal/contracts/schemas/shipments';
import { useTranslation } from 'react-i18next';
import { useServicePoints, type ServicePointSearch } from '../api/get-service-points';
import { formatDistance, openingWeek } from '../utils/opening-hours';
import { problemsOf } from '../utils/problems';
import { intlLocale } from '../utils/format';

/**
 * The carrier's service points near the receiver: name, address, distance and the week's hours.
 * One radio group: Tab reaches it, the arrow keys move between the points and choose.
 */
export function ServicePointPicker({
  search,
  value,
  onChange,
  required,
  error,
}: {
  search: ServicePointSearch;
  value: string | null;
  onChange: (id: string | null) => void;
  required: boolean;
  error?: string;
}) {
  const { t } = useTranslation();
  const points = useServicePoints(search, true);
  const label = required
    ? t('shipments.form.service_point')
    : t('shipments.form.service_point_optional');

  let body;
  if (!search.postal_code.trim() || !search.carrier)
    body = (
      <Text c="dimmed" size="sm">
        {t('shipments.service_points.need_address')}
      </Text>
    );
  else if (points.isPending)
    body = <Loader size="sm" role="status" aria-label={t('shipments.service_points.loading')} />;
  else if (points.isError)
    body = (
      <Group role="alert">
        <Text c="red" size="sm">
          {problemsOf(points.error)
            ?.map((problem) => problem.message)
            .join(' ') || t('shipments.service_points.failed')}
        </Text>
        <Button size="xs" variant="default" onClick={() => void points.refetch()}>
          {t('common.try_again')}
        </Button>
      </Group>
    );
  else if (points.data.length === 0)
    body = (
      <Text c="dimmed" size="sm">
        {t('shipments.service_points.none', { postal_code: search.postal_code })}
      </Text>
    );
  else
    body = (
      <ScrollArea.Autosize mah={360} type="auto">
        <Stack gap="xs" pr="sm">
          {!required && (
            <Radio.Card value="" p="sm" radius="md" data-testid="service-point-none">
              <Group wrap="nowrap" align="flex-start">
                <Radio.Indicator />
                <Text size="sm">{t('shipments.service_points.home')}</Text>
              </Group>
            </Radio.Card>
          )}
          {points.data.map((point) => (
            <PointCard key={point.id} point={point} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    );

  return (
    <Radio.Group
      value={value ?? ''}
      onChange={(picked) => onChange(picked || null)}
      label={label}
      withAsterisk={required}
      description={t('shipments.service_points.hint', { postal_code: search.postal_code })}
      error={error}
      data-testid="service-point-picker"
    >
      <Stack mt="xs">{body}</Stack>
    </Radio.Group>
  );
}

function PointCard({ point }: { point: ServicePoint }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const distance = formatDistance(point.distance_m, locale);
  return (
    <Radio.Card value={point.id} p="sm" radius="md" data-testid="service-point">
      <Group wrap="nowrap" align="flex-start">
        <Radio.Indicator mt={2} />
        <Stack gap={2} style={{ flex: 1 }}>
          <Group justify="space-between" wrap="nowrap">
            <Text fw={600} size="sm">
              {point.name}
            </Text>
            {distance && (
              <Text size="xs" c="dimmed">
                {t('shipments.service_points.distance', { distance })}
              </Text>
            )}
          </Group>
          <Text size="sm">
            {point.street}, {point.postal_code} {point.city}
          </Text>
          <Stack gap={0} mt={4}>
            {openingWeek(point.opening_hours, locale).map((day) => (
              <Text key={day.day} size="xs" c="dimmed">
                {day.name}: {day.hours ?? t('shipments.service_points.closed')}
              </Text>
            ))}
          </Stack>
        </Stack>
      </Group>
    </Radio.Card>
  );
}
