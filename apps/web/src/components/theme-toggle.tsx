import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Light/dark switch; Mantine stores the choice in localStorage 'dark'. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const isDark = scheme === 'dark';
  const label = isDark ? t('common.theme_to_light') : t('common.theme_to_dark');
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
      onClick={() => setColorScheme(isDark ? 'light' : 'dark')}
    >
      {isDark ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />}
    </ActionIcon>
  );
}
