import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSubscription } from '../api/get-subscription';
import { ActivatePanel } from './activate-panel';
import { ConfigurePanel } from './configure-panel';
import { ConnectionPanel } from './connection-panel';
import { FaqPanel } from './faq-panel';
import { InformationPanel } from './information-panel';
import { SubscriptionStatusBadge } from './status-badge';
import { TechnicalPanel } from './technical-panel';
import { ListState } from '@/components/list-state';

const TABS = ['information', 'connection', 'configure', 'activate', 'technical', 'faq'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** SPEC §2 app settings: one subscription's tabs, the open one in the address (`?tab=`). */
export function AppSettingsTabs({ id }: { id: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = isTab(params.get('tab')) ? (params.get('tab') as Tab) : 'information';
  const open = (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', isTab(value) ? value : 'information');
      return next;
    });
  const { data: subscription, isPending, isError, refetch } = useSubscription(id);

  return (
    <ListState
      loading={isPending}
      failed={isError && !subscription}
      onRetry={() => void refetch()}
      empty={false}
      emptyText=""
    >
      {subscription && (
        <Stack gap="md">
          <Group gap="sm">
            <Title order={2} size="h3">
              {subscription.application_name} → {subscription.accounting_name}
            </Title>
            <SubscriptionStatusBadge status={subscription.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {subscription.company}
          </Text>
          <Tabs value={tab} onChange={open} keepMounted={false}>
            <Tabs.List mb="md">
              {TABS.map((value) => (
                <Tabs.Tab key={value} value={value}>
                  {t(`app_settings.tabs.${value}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value="information">
              <InformationPanel
                subscription={subscription}
                onReconnect={() => open('connection')}
              />
            </Tabs.Panel>
            <Tabs.Panel value="connection" data-tour="app-settings-connection">
              <ConnectionPanel id={id} />
            </Tabs.Panel>
            <Tabs.Panel value="configure" data-tour="app-settings-configure">
              <ConfigurePanel id={id} />
            </Tabs.Panel>
            <Tabs.Panel value="activate" data-tour="app-settings-activate">
              <ActivatePanel id={id} />
            </Tabs.Panel>
            <Tabs.Panel value="technical">
              <TechnicalPanel subscription={subscription} />
            </Tabs.Panel>
            <Tabs.Panel value="faq">
              <FaqPanel app={subscription.application} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </ListState>
  );
}
