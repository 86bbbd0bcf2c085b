import type { GenericRecord } from '@portal/contracts/resources/define';
import { useTranslation } from 'react-i18next';
import { getRecords, recordsQueryOf, type RecordsInput } from '../api/get-records';
import { displayValue, type DisplayContext } from '../utils/display-value';
import { ExportButton } from '@/components/data-table/export-button';

/** Exports the rows as the list shows them now (searched, filtered, sorted), every field. */
export function RecordsExportButton({
  ctx,
  params,
}: {
  ctx: DisplayContext;
  params: RecordsInput;
}) {
  const { t } = useTranslation();
  const view = recordsQueryOf(params);
  const names = Object.keys(ctx.def.fields);
  return (
    <ExportButton<GenericRecord>
      fetchPage={(offset, limit) => getRecords(ctx.def.key, { ...view, limit, offset })}
      headers={() => [
        t('generic_resources.id'),
        ...names.map((name) => ctx.text.label(name)),
        t('generic_resources.updated'),
      ]}
      toCells={(record) => [
        record.id,
        ...names.map((name) => displayValue(ctx, record, name)),
        record.updated_at ?? '',
      ]}
      fileName={ctx.def.key}
    />
  );
}
