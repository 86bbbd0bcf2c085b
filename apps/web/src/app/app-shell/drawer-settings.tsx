import { Button, Group, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { ThemeToggle } from '@/components/theme-toggle';
import { useLogout } from '@/features/session/hooks/use-logout';

/** The phone's menu drawer ends with what the header has no room for, and a way out. */
export function DrawerSettings() {
  const { t } = useTranslation();
  const logout = useLogout();
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="nowrap">
        <LanguageSwitch />
        <ThemeToggle />
      </Group>
      <Button
        variant="subtle"
        color="gray"
        justify="flex-start"
        leftSection={<IconLogout size={16} aria-hidden />}
        onClick={logout}
      >
        {t('common.logout')}
      </Button>
    </Stack>
  );
}
