import { Button, Group, Select, Text } from '@mantine/core';
import {
  MATCH_CRITERIA,
  type MatchCriteria,
} from '@portal/contracts/schemas/duplicate-transactions';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useScanDuplicates } from '../api/scan-duplicates';
import { notifySuccess } from '@/lib/toast';

/** SPEC §9 match criteria and the scan that flags pairs by them. */
export function ScanControls({
  company,
  criteria,
  onCriteria,
}: {
  company: number;
  criteria: MatchCriteria;
  onCriteria: (criteria: MatchCriteria) => void;
}) {
  const { t } = useTranslation();
  const scan = useScanDuplicates(company);
  return (
    <Group align="flex-end" gap="md">
      <Select
        label={t('detection.duplicates.criteria')}
        description={t(`detection.duplicates.criteria_hints.${criteria}`)}
        data={MATCH_CRITERIA.map((c) => ({
          value: c,
          label: t(`detection.duplicates.criteria_options.${c}`),
        }))}
        value={criteria}
        onChange={(value) => value && onCriteria(value as MatchCriteria)}
        allowDeselect={false}
        w={{ base: '100%', sm: 420 }}
        data-testid="duplicate-criteria"
      />
      <Button
        leftSection={<IconSearch size={16} aria-hidden />}
        loading={scan.isPending}
        onClick={() =>
          scan.mutate(criteria, {
            onSuccess: (result) => notifySuccess(t('detection.duplicates.scanned', result)),
          })
        }
      >
        {t('detection.duplicates.scan')}
      </Button>
      {scan.isPending && (
        <Text size="sm" c="dimmed" role="status">
          {t('detection.duplicates.scanning')}
        </Text>
      )}
    </Group>
  );
}
