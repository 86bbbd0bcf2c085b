import { Button, Center, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, readItem } from '@/lib/storage';
import { restoreOriginalKeys, revokeSwitchedKey } from '@/stores/switch-storage';

/**
 * SPEC §8 switch lock: shown in every other tab while one tab is switched. Unswitching here
 * ends the switch for the whole browser (the switched tab follows through the storage event).
 */
export function SwitchLock() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const unswitchHere = async () => {
    setBusy(true);
    const switchedKey = readItem(STORAGE_KEYS.key);
    restoreOriginalKeys();
    await revokeSwitchedKey(switchedKey);
    window.location.reload();
  };
  return (
    <Center mih="100vh" p="md" component="main" data-testid="switch-lock">
      <Paper withBorder shadow="sm" p="xl" maw={480}>
        <Stack align="center" gap="md">
          <IconLock size={40} aria-hidden />
          <Title order={1} size="h3" ta="center">
            {t('switching.locked_title')}
          </Title>
          <Text ta="center">{t('errors.switch_lock')}</Text>
          <Button variant="light" loading={busy} onClick={() => void unswitchHere()}>
            {t('switching.unswitch_here')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
