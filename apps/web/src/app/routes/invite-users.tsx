import { SimpleGrid, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { InviteColleagueForm } from '@/features/invite-users/components/invite-colleague-form';
import { InviteUserForm } from '@/features/invite-users/components/invite-user-form';
import { ConnectedUsers } from '@/features/team/components/connected-users-table';
import { InvitationsTable } from '@/features/team/components/invitations-table';
import { useActiveCompany, useIsCompanyOwner } from '@/features/team/hooks/use-active-company';

const TABS = ['invite', 'invitations', 'connected'] as const;
type Tab = (typeof TABS)[number];

export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const company = useActiveCompany();
  const isOwner = useIsCompanyOwner();
  const requested = params.get('tab');
  const tab: Tab = TABS.find((name) => name === requested) ?? 'invite';

  return (
    <Stack gap="md" maw={1100}>
      <PageTitle>{t('routes.invite-users')}</PageTitle>
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'invite' ? { tab: value } : {})}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`team.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="invite">
          <SimpleGrid
            cols={{ base: 1, md: isOwner && company ? 2 : 1 }}
            maw={isOwner ? undefined : 520}
          >
            <InviteUserForm />
            {isOwner && company && <InviteColleagueForm companyName={company.name} />}
          </SimpleGrid>
        </Tabs.Panel>
        <Tabs.Panel value="invitations">
          <InvitationsTable />
        </Tabs.Panel>
        <Tabs.Panel value="connected">
          <ConnectedUsers />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
