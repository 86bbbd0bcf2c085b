import { Button, Group, Loader, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import {
  LABEL_FORMATS,
  type LabelFormat,
  type Shipment,
} from '@portal/contracts/schemas/shipments';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getLabel } from '../api/get-label';
import { shipmentKey } from '../api/get-shipment';
import { PdfLabel } from './pdf-label';
import { ZplLabel } from './zpl-label';
import { describeError } from '@/lib/describe-error';

/** The shipment's label in the chosen format: a PDF in a frame, or ZPL drawn as an image. */
export function LabelViewer({ shipment }: { shipment: Shipment }) {
  const { t } = useTranslation();
  const [format, setFormat] = useState<LabelFormat>(shipment.label_format);
  const bought = shipment.labels.length > 0;
  const label = useQuery({
    queryKey: [...shipmentKey(shipment.id), 'label', format],
    queryFn: () => getLabel(shipment.id, format),
    enabled: bought,
    retry: false,
    staleTime: Infinity,
  });
  const title = t('shipments.label.title_of', {
    tracking: shipment.tracking_number ?? String(shipment.id),
  });
  const failure = label.isError ? describeError(label.error) : null;

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="label-heading">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4" id="label-heading">
          {t('shipments.label.heading')}
        </Title>
        {bought && (
          <SegmentedControl
            aria-label={t('shipments.fields.label_format')}
            size="xs"
            value={format}
            onChange={(value) => setFormat(value as LabelFormat)}
            data={LABEL_FORMATS.map((f) => ({ value: f, label: t(`shipments.formats.${f}`) }))}
          />
        )}
      </Group>
      {!bought ? (
        <Text c="dimmed">{t('shipments.label.none')}</Text>
      ) : label.isPending ? (
        <Loader size="sm" role="status" aria-label={t('shipments.label.loading')} />
      ) : label.isError ? (
        <Group role="alert">
          <Text c="red" size="sm">
            {failure?.kind === 'text' ? failure.text : t('shipments.label.failed')}
          </Text>
          <Button size="xs" variant="default" onClick={() => void label.refetch()}>
            {t('common.try_again')}
          </Button>
        </Group>
      ) : label.data.format === 'zpl_10x15' ? (
        <ZplLabel file={label.data} title={title} />
      ) : (
        <PdfLabel file={label.data} title={title} />
      )}
    </Paper>
  );
}
