import { Anchor, Center, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches } from 'react-router';
import type { RouteHandle } from './router';
import { GlobalLoader } from '@/components/full-screen-loader';

function useDocumentTitle() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const handle = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.route)
    ?.handle as RouteHandle | undefined;
  const name = handle?.route.name;
  useEffect(() => {
    const app = t('common.app_name');
    document.title = name ? `${t(`routes.${name}`)} – ${app}` : app;
  }, [name, t, i18n.language]);
}

export function RootLayout() {
  useDocumentTitle();
  return (
    <>
      <Outlet />
      <GlobalLoader />
    </>
  );
}

/** A screen failed to load (for example a chunk missing after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack align="center" gap="sm">
        <Title order={1} size="h3">
          {t('errors.generic')}
        </Title>
        <Text>
          <Anchor href="/">{t('errors.try_again')}</Anchor>
        </Text>
      </Stack>
    </Center>
  );
}
