import {
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  Progress,
  ScrollArea,
  Stack,
  Text,
} from '@mantine/core';
import type { FirmAccountant } from '@portal/contracts/schemas/tenancy';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAssignCompanies } from '../api/assign-companies';
import { useFirmCompanies } from '../api/get-firm-companies';
import { accountantName } from './accountant-name';
import { notifySuccess } from '@/lib/toast';

interface AssignCompaniesModalProps {
  firmId: number;
  accountant: FirmAccountant | null;
  onClose: () => void;
}

/** Ticks the firm's client companies an accountant works with; saves only the changes. */
export function AssignCompaniesModal({ firmId, accountant, onClose }: AssignCompaniesModalProps) {
  const { t } = useTranslation();
  const name = accountant ? accountantName(accountant) : '';
  return (
    <Modal
      opened={accountant !== null}
      onClose={onClose}
      title={t('team.firm.accountants.assign_title', { name })}
      size="lg"
    >
      {accountant && (
        <AssignCompaniesForm
          key={accountant.id}
          firmId={firmId}
          accountant={accountant}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}

function AssignCompaniesForm({
  firmId,
  accountant,
  onClose,
}: {
  firmId: number;
  accountant: FirmAccountant;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const companies = useFirmCompanies(firmId);
  const assign = useAssignCompanies(firmId);
  const initial = accountant.companies.map((c) => String(c.id));
  const [checked, setChecked] = useState<string[]>(initial);
  const { done, total } = assign.progress;

  const save = () => {
    const add = checked.filter((id) => !initial.includes(id)).map(Number);
    const remove = initial.filter((id) => !checked.includes(id)).map(Number);
    if (add.length + remove.length === 0) {
      onClose();
      return;
    }
    assign.mutate(
      { userId: accountant.id, add, remove },
      {
        onSuccess: () => {
          notifySuccess(t('team.firm.accountants.assigned'));
          onClose();
        },
      },
    );
  };

  if (companies.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  const list = companies.data?.results ?? [];
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('team.firm.accountants.assign_intro', { name: accountantName(accountant) })}
      </Text>
      {list.length === 0 ? (
        <Text c="dimmed">{t('team.firm.accountants.no_clients')}</Text>
      ) : (
        <ScrollArea.Autosize mah={360} type="auto">
          <Checkbox.Group
            value={checked}
            onChange={setChecked}
            label={t('team.firm.accountants.companies')}
          >
            <Stack gap="xs" mt="xs">
              {list.map((company) => (
                <Checkbox
                  key={company.id}
                  value={String(company.id)}
                  label={company.name}
                  description={company.company_id}
                  disabled={assign.isPending}
                />
              ))}
            </Stack>
          </Checkbox.Group>
        </ScrollArea.Autosize>
      )}
      {assign.isPending && total > 0 && (
        <Stack gap={4}>
          <Progress value={(done / total) * 100} aria-label={t('common.loading')} />
          <Text size="xs" c="dimmed" aria-live="polite">
            {t('team.firm.accountants.assign_progress', { done, total })}
          </Text>
        </Stack>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={assign.isPending}>
          {t('common.cancel')}
        </Button>
        <Button onClick={save} loading={assign.isPending} disabled={list.length === 0}>
          {t('team.firm.accountants.assign_save')}
        </Button>
      </Group>
    </Stack>
  );
}
