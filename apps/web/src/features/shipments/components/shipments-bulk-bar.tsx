import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import { LABEL_FORMATS, type LabelFormat } from '@portal/contracts/schemas/shipments';
import { IconPrinter, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What can be done to the chosen shipments at once: print their labels in one file, cancel. */
export function ShipmentsBulkBar({
  count,
  printing,
  onPrint,
  onCancel,
  onClear,
}: {
  count: number;
  printing: boolean;
  onPrint: (format: LabelFormat | undefined) => void;
  onCancel: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Paper withBorder p="xs" radius="md" data-testid="shipments-bulk-bar">
      <Group gap="sm">
        <Text size="sm" fw={600} role="status">
          {t('shipments.list.selected', { count })}
        </Text>
        <Menu position="bottom-start">
          <Menu.Target>
            <Button
              size="xs"
              variant="light"
              loading={printing}
              leftSection={<IconPrinter size={14} aria-hidden />}
            >
              {t('shipments.list.print')}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => onPrint(undefined)}>
              {t('shipments.list.print_stored')}
            </Menu.Item>
            {LABEL_FORMATS.map((format) => (
              <Menu.Item key={format} onClick={() => onPrint(format)}>
                {t(`shipments.formats.${format}`)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconX size={14} aria-hidden />}
          onClick={onCancel}
        >
          {t('shipments.list.cancel')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onClear}>
          {t('shipments.list.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
