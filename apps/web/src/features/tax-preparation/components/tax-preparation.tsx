import { Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TaxReturnsTable } from './tax-returns-table';
import { TaxSettingsTable } from './tax-settings-table';

const VIEWS = ['returns', 'settings'] as const;

/** /tax-preparation: the clients' returns, and how the firm files for each client. */
export function TaxPreparation() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view = VIEWS.find((v) => v === asked) ?? 'returns';
  const choose = (next: string | null) =>
    setParams((old) => {
      const updated = new URLSearchParams(old);
      updated.set('view', next ?? 'returns');
      return updated;
    });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        {t('preparation.tax.intro')}
      </Text>
      <Tabs value={view} onChange={choose} keepMounted={false}>
        <Tabs.List mb="lg">
          {VIEWS.map((v) => (
            <Tabs.Tab key={v} value={v}>
              {t(`preparation.tax.tabs.${v}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="returns">
          <TaxReturnsTable />
        </Tabs.Panel>
        <Tabs.Panel value="settings">
          <TaxSettingsTable />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
