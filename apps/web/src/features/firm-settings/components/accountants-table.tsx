import { Badge, Button, Center, Group, Loader, Table, Text } from '@mantine/core';
import type { FirmAccountant } from '@portal/contracts/schemas/tenancy';
import type { FirmRef } from '@portal/contracts/schemas/users';
import { IconBuildingStore, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirmAccountants } from '../api/get-firm-accountants';
import { accountantName } from './accountant-name';
import { AddAccountantModal } from './add-accountant-modal';
import { AssignCompaniesModal } from './assign-companies-modal';
import { FirmSection } from './firm-section';
import { RemoveAccountantModal } from './remove-accountant-modal';
import { useSessionStore } from '@/stores/session-store';

/** The firm's accountants: add, remove (not yourself) and assign client companies. */
export function AccountantsTable({ firm }: { firm: FirmRef }) {
  const { t } = useTranslation();
  const myId = useSessionStore((s) => s.user?.id);
  const { data, isPending } = useFirmAccountants(firm.id);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<FirmAccountant | null>(null);
  const [assigning, setAssigning] = useState<FirmAccountant | null>(null);

  return (
    <FirmSection
      id="firm-accountants-title"
      title={t('team.firm.accountants.title')}
      hint={t('team.firm.accountants.intro')}
      action={
        <Button
          size="sm"
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => setAdding(true)}
        >
          {t('team.firm.accountants.add')}
        </Button>
      }
    >
      {isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : !data || data.length === 0 ? (
        <Text c="dimmed">{t('team.firm.accountants.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={880}>
          <Table striped highlightOnHover verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('team.firm.accountants.name')}</Table.Th>
                <Table.Th>{t('team.firm.accountants.role')}</Table.Th>
                <Table.Th>{t('team.firm.accountants.companies')}</Table.Th>
                <Table.Th>{t('team.firm.accountants.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((accountant) => {
                const name = accountantName(accountant);
                return (
                  <Table.Tr key={accountant.id}>
                    <Table.Td>
                      <Text size="sm">
                        {name}
                        {accountant.id === myId && (
                          <Text span size="sm" c="dimmed">
                            {' '}
                            ({t('team.firm.accountants.you')})
                          </Text>
                        )}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {accountant.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t(`roles.${accountant.role}`)}</Table.Td>
                    <Table.Td miw={220}>
                      {accountant.companies.length === 0 ? (
                        <Text size="sm" c="dimmed">
                          {t('team.firm.accountants.no_companies')}
                        </Text>
                      ) : (
                        <Group gap={4}>
                          {accountant.companies.map((company) => (
                            <Badge key={company.id} variant="light" tt="none" maw="100%">
                              {company.name}
                            </Badge>
                          ))}
                        </Group>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          leftSection={<IconBuildingStore size={14} aria-hidden />}
                          aria-label={t('team.firm.accountants.assign_label', { name })}
                          onClick={() => setAssigning(accountant)}
                        >
                          {t('team.firm.accountants.assign')}
                        </Button>
                        {accountant.id !== myId && (
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            leftSection={<IconUserMinus size={14} aria-hidden />}
                            aria-label={t('team.firm.accountants.remove_label', { name })}
                            onClick={() => setRemoving(accountant)}
                          >
                            {t('team.firm.accountants.remove')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <AddAccountantModal firmId={firm.id} opened={adding} onClose={() => setAdding(false)} />
      <RemoveAccountantModal firm={firm} accountant={removing} onClose={() => setRemoving(null)} />
      <AssignCompaniesModal
        firmId={firm.id}
        accountant={assigning}
        onClose={() => setAssigning(null)}
      />
    </FirmSection>
  );
}
