import { Stack } from '@mantine/core';
import type { Plugin } from '@portal/contracts/schemas/tenancy';
import { useTranslation } from 'react-i18next';
import { useLoaderData } from 'react-router';
import { PageTitle } from '@/components/page-title';

/**
 * A runtime plugin screen (SPEC §2): the registered URL in a sandboxed frame — scripts and
 * forms run, but without same-origin access, so it cannot read the portal's storage or key.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const plugin = useLoaderData<Plugin>();
  const title = i18n.language === 'en' ? plugin.title_en : plugin.title_sv;
  return (
    <Stack gap="md" h="calc(100vh - 140px)">
      <PageTitle>{title}</PageTitle>
      <iframe
        src={plugin.url}
        title={t('switching.plugin_frame', { title })}
        sandbox="allow-scripts allow-forms allow-popups"
        referrerPolicy="no-referrer"
        style={{ flex: 1, width: '100%', border: '1px solid var(--mantine-color-default-border)' }}
        data-testid="plugin-frame"
      />
    </Stack>
  );
}
