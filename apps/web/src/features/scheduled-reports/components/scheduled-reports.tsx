import { Alert, Stack, Text } from '@mantine/core';
import type { LedgerCompany } from '@portal/contracts/schemas/ledger';
import type { Schedule } from '@portal/contracts/schemas/scheduled-reports';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteSchedule, useSendScheduleNow } from '../api/save-schedule';
import { recipientCount } from '../utils/describe';
import { ScheduleFormModal } from './schedule-form-modal';
import { ScheduleRunsDrawer } from './schedule-runs-drawer';
import { SchedulesTable } from './schedules-table';
import { ConfirmModal } from '@/components/confirm-modal';
import { LedgerCompanyPicker, useLedgerCompany } from '@/components/ledger-company-picker';
import { notifySuccess, notify } from '@/lib/toast';

type Open =
  | { kind: 'form'; schedule: Schedule | null }
  | { kind: 'delete' | 'send' | 'runs'; schedule: Schedule }
  | null;

function CompanySchedules({ company }: { company: LedgerCompany }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  const remove = useDeleteSchedule();
  const sendNow = useSendScheduleNow();
  const close = () => setOpen(null);
  const chosen = open && open.kind !== 'form' ? open.schedule : null;

  const confirmSend = (schedule: Schedule) =>
    sendNow.mutate(schedule.id, {
      onSuccess: (run) => {
        close();
        if (run.status === 'sent') notifySuccess(t('schedules.sent_now'));
        else
          notify(
            t('schedules.send_failed', {
              reason: t(run.error ?? 'schedules.errors.render_failed'),
            }),
            'error',
          );
      },
    });

  return (
    <Stack gap="md">
      {!company.ledger?.refreshed_at && (
        <Alert color="yellow" variant="light" data-testid="schedules-no-ledger">
          {t('schedules.no_ledger_hint', { company: company.name })}
        </Alert>
      )}
      <SchedulesTable
        companyId={company.id}
        handlers={{
          onAdd: () => setOpen({ kind: 'form', schedule: null }),
          onEdit: (schedule) => setOpen({ kind: 'form', schedule }),
          onDelete: (schedule) => setOpen({ kind: 'delete', schedule }),
          onSend: (schedule) => setOpen({ kind: 'send', schedule }),
          onRuns: (schedule) => setOpen({ kind: 'runs', schedule }),
        }}
      />
      <ScheduleFormModal
        opened={open?.kind === 'form'}
        companyId={company.id}
        schedule={open?.kind === 'form' ? open.schedule : null}
        onClose={close}
      />
      <ConfirmModal
        opened={open?.kind === 'delete'}
        title={t('schedules.confirm_delete.title')}
        message={t('schedules.confirm_delete.text', { name: chosen?.name ?? '' })}
        confirmLabel={t('schedules.actions.delete')}
        loading={remove.isPending}
        onClose={close}
        onConfirm={() =>
          chosen &&
          remove.mutate(chosen.id, {
            onSuccess: () => {
              close();
              notifySuccess(t('schedules.deleted'));
            },
          })
        }
      />
      <ConfirmModal
        opened={open?.kind === 'send'}
        title={t('schedules.confirm_send.title')}
        message={t('schedules.confirm_send.text', {
          name: chosen?.name ?? '',
          count: chosen ? recipientCount(chosen) : 0,
        })}
        confirmLabel={t('schedules.actions.send_now')}
        color="blue"
        loading={sendNow.isPending}
        onClose={close}
        onConfirm={() => chosen && confirmSend(chosen)}
      />
      <ScheduleRunsDrawer schedule={open?.kind === 'runs' ? open.schedule : null} onClose={close} />
    </Stack>
  );
}

/** /scheduled-reports: a company's reports e-mailed on a schedule (issue 16, ADR 040). */
export function ScheduledReports() {
  const { t } = useTranslation();
  const ledger = useLedgerCompany();
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('schedules.intro')}
      </Text>
      <LedgerCompanyPicker value={ledger.company} onChange={ledger.setCompany} />
      {ledger.none ? (
        <Text c="dimmed">{t('ledger.picker.none')}</Text>
      ) : ledger.company ? (
        <CompanySchedules key={ledger.company.id} company={ledger.company} />
      ) : (
        !ledger.loading && <Text c="dimmed">{t('ledger.picker.choose')}</Text>
      )}
    </Stack>
  );
}
