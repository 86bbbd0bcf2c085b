import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** No shipping app yet: what shipments need, and the way to the catalogue to add one. */
export function NotConnected({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p={compact ? 'md' : 'xl'} data-testid="shipments-not-connected">
      <Stack align="center" gap="sm" ta="center">
        <IconTruckDelivery size={compact ? 32 : 48} aria-hidden />
        <Title order={2} size="h4">
          {t('shipments.not_connected.title')}
        </Title>
        <Text c="dimmed" maw={520}>
          {t('shipments.not_connected.text')}
        </Text>
        <Button component={Link} to="/app-catalogue">
          {t('shipments.not_connected.action')}
        </Button>
      </Stack>
    </Paper>
  );
}
