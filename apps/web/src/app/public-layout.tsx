import { Box, Container, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { SkipLink } from '@/components/skip-link';
import { ThemeToggle } from '@/components/theme-toggle';

/** Frame of the public screens: product name, language switch, theme toggle. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box mih="100vh" bg="var(--mantine-color-default-hover)">
      <SkipLink />
      <Box component="header" py="sm" px="md">
        <Group justify="space-between">
          <Text fw={700} size="lg">
            {t('common.app_name')}
          </Text>
          <Group gap="sm">
            <LanguageSwitch />
            <ThemeToggle />
          </Group>
        </Group>
      </Box>
      <Container component="main" size={720} py="xl" id="main-content">
        <Outlet />
      </Container>
    </Box>
  );
}
