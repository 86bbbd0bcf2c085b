import { MantineProvider, useComputedColorScheme } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cssVariablesResolver, themeFor } from './theme';
import { darkFlagColorSchemeManager } from '@/lib/color-scheme';
import { queryClient } from '@/lib/query-client';
import { AppToastContainer } from '@/lib/toast';

const colorSchemeManager = darkFlagColorSchemeManager();

function ThemedToasts() {
  return <AppToastContainer theme={useComputedColorScheme('light')} />;
}

export function AppProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const close = t('common.close');
  const theme = useMemo(() => themeFor(close), [close]);
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        {children}
        <ThemedToasts />
      </QueryClientProvider>
    </MantineProvider>
  );
}
