import { Group, Select } from '@mantine/core';
import type { AuditClient } from '@portal/contracts/schemas/audit-preparation';
import { useTranslation } from 'react-i18next';
import { fiscalYearLabel } from '../utils/format';

const ALL = 'all';

/** Which client's checklist (or every client's items) and which fiscal year. */
export function ClientYearPicker({
  clients,
  client,
  year,
  years,
  onClient,
  onYear,
}: {
  clients: readonly AuditClient[];
  client: AuditClient | null;
  year: number;
  years: readonly number[];
  onClient: (id: number | null) => void;
  onYear: (year: number) => void;
}) {
  const { t } = useTranslation();
  const endMonth = client?.fiscal_year_end_month ?? 12;
  return (
    <Group align="flex-end">
      <Select
        label={t('preparation.audit.client')}
        data={[
          { value: ALL, label: t('preparation.audit.all_clients') },
          ...clients.map((c) => ({ value: String(c.id), label: c.name })),
        ]}
        value={client ? String(client.id) : ALL}
        onChange={(value) => onClient(value && value !== ALL ? Number(value) : null)}
        allowDeselect={false}
        searchable
        w={280}
      />
      <Select
        label={t('preparation.audit.year')}
        data={years.map((y) => ({ value: String(y), label: fiscalYearLabel(y, endMonth) }))}
        value={String(year)}
        onChange={(value) => value && onYear(Number(value))}
        allowDeselect={false}
        w={160}
      />
    </Group>
  );
}
