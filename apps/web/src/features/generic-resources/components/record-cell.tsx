import { Badge, Group, Text } from '@mantine/core';
import type { GenericRecord } from '@portal/contracts/resources/define';
import { displayValue, type DisplayContext } from '../utils/display-value';

/** One cell of the table: tags and colours as badges, long text kept to two lines. */
export function RecordCell({
  ctx,
  record,
  name,
}: {
  ctx: DisplayContext;
  record: GenericRecord;
  name: string;
}) {
  const field = ctx.def.fields[name]!;
  const value = record.data[name];
  if (field.kind === 'tags' && Array.isArray(value))
    return (
      <Group gap={4}>
        {value.map((tag) => (
          <Badge key={String(tag)} variant="light" color="gray" tt="none">
            {String(tag)}
          </Badge>
        ))}
      </Group>
    );
  const text = displayValue(ctx, record, name);
  if (field.colour && typeof value === 'string')
    return (
      <Badge color={value} variant="light" tt="none">
        {text}
      </Badge>
    );
  if (field.kind === 'textarea')
    return (
      <Text size="sm" lineClamp={2}>
        {text}
      </Text>
    );
  return <>{text}</>;
}
