import { Button } from '@mantine/core';
import type { LedgerSource } from '@portal/contracts/schemas/ledger';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isRunning } from '../api/get-ledger-source';
import { useRefreshLedger } from '../api/refresh-ledger';
import { ConfirmModal } from '@/components/confirm-modal';

/**
 * Reads the books from the company's accounting system. A ledger uploaded as SIE is replaced
 * only after the person confirms it.
 */
export function RefreshButton({ source }: { source: LedgerSource }) {
  const { t } = useTranslation();
  const refresh = useRefreshLedger(source.company);
  const [confirming, setConfirming] = useState(false);
  const system = source.accounting_system;
  if (!system) return null;
  const name = t(`ledger.source.kinds.${system}`);
  const start = (replaceSie: boolean) =>
    refresh.mutate(replaceSie, { onSettled: () => setConfirming(false) });
  return (
    <>
      <Button
        leftSection={<IconRefresh size={16} aria-hidden />}
        loading={refresh.isPending || isRunning(source)}
        onClick={() => (source.kind === 'sie' ? setConfirming(true) : start(false))}
        data-testid="ledger-refresh"
      >
        {t('ledger.refresh.button', { system: name })}
      </Button>
      <ConfirmModal
        opened={confirming}
        title={t('ledger.refresh.confirm_title')}
        message={t('ledger.refresh.confirm_body', {
          file: source.file_name ?? 'SIE',
          system: name,
        })}
        confirmLabel={t('ledger.refresh.confirm', { system: name })}
        color="blue"
        loading={refresh.isPending}
        onConfirm={() => start(true)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
