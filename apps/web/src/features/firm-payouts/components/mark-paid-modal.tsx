import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import type { FirmPayout } from '@portal/contracts/schemas/firm-payouts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMarkPayoutPaid } from '../api/save-firm-payout';
import { describeError } from '@/lib/describe-error';
import { notifySuccess } from '@/lib/toast';

/** Asks for the day the money left, then marks the payout paid (it is locked from then on). */
export function MarkPaidModal({
  payout,
  amount,
  onClose,
}: {
  payout: FirmPayout | null;
  amount: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const pay = useMarkPayoutPaid();
  const [day, setDay] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!payout) return;
    setDay(new Date().toISOString().slice(0, 10));
    setProblem(null);
  }, [payout]);

  const onConfirm = () => {
    if (!payout) return;
    pay.mutate(
      { id: payout.id, paidDate: day },
      {
        onSuccess: () => {
          notifySuccess(t('payouts.marked_paid'));
          onClose();
        },
        onError: (error) => {
          const described = describeError(error);
          if (!described) return;
          setProblem(
            described.kind === 'text'
              ? described.text
              : described.fields.flatMap((f) => f.messages).join(' '),
          );
        },
      },
    );
  };
  return (
    <Modal opened={payout !== null} onClose={onClose} title={t('payouts.mark_paid_title')}>
      <Stack gap="md">
        <Text size="sm">
          {t('payouts.mark_paid_text', { amount, firm: payout?.firm_name ?? '' })}
        </Text>
        <TextInput
          type="date"
          label={t('fields.paid_date')}
          withAsterisk
          value={day}
          onChange={(event) => setDay(event.currentTarget.value)}
          error={problem}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={pay.isPending} disabled={!day}>
            {t('payouts.mark_paid')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
