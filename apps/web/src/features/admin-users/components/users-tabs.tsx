import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InvitationsTable } from './invitations-table';
import { PartnerAccountants } from './partner-accountants';
import { UsersTable, type SwitchProps } from './users-table';

/** The in-house users screen: all users, invitations, partner accountants (arrow keys move between tabs). */
export function UsersTabs(props: SwitchProps) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="users" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="users">{t('admin.users.tabs.users')}</Tabs.Tab>
        <Tabs.Tab value="invitations">{t('admin.users.tabs.invitations')}</Tabs.Tab>
        <Tabs.Tab value="partners">{t('admin.users.tabs.partners')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="users">
        <UsersTable {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="invitations">
        <InvitationsTable />
      </Tabs.Panel>
      <Tabs.Panel value="partners">
        <PartnerAccountants />
      </Tabs.Panel>
    </Tabs>
  );
}
