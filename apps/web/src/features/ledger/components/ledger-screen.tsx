import { SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { LedgerCompany } from '@portal/contracts/schemas/ledger';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLedgerSource } from '../api/get-ledger-source';
import { SieUpload } from './sie-upload';
import { SourceCard } from './source-card';
import { VoucherMonths } from './voucher-months';
import { VouchersTable } from './vouchers-table';
import { YearsTable } from './years-table';
import { LedgerCompanyPicker, useLedgerCompany } from '@/components/ledger-company-picker';
import { LedgerVoucherModal } from '@/components/ledger-voucher-modal';
import { ListState } from '@/components/list-state';

/** The voucher open in the modal lives in the URL (`?voucher=`), so other tools link to it. */
function useOpenVoucher() {
  const [params, setParams] = useSearchParams();
  const voucherId = Number(params.get('voucher')) || null;
  const setVoucher = (id: number | null) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (id === null) next.delete('voucher');
        else next.set('voucher', String(id));
        return next;
      },
      { replace: id === null },
    );
  return { voucherId, setVoucher };
}

function CompanyLedger({ company }: { company: LedgerCompany }) {
  const { t } = useTranslation();
  const source = useLedgerSource(company.id);
  const { voucherId, setVoucher } = useOpenVoucher();
  const state = source.data;
  return (
    <Stack gap="md">
      <ListState
        loading={source.isPending}
        failed={source.isError && !state}
        onRetry={() => void source.refetch()}
        empty={false}
        emptyText=""
      >
        {state ? (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <SourceCard source={state} />
            <SieUpload source={state} />
          </SimpleGrid>
        ) : (
          <Skeleton h={200} />
        )}
      </ListState>
      {state?.refreshed_at && (
        <>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <YearsTable companyId={company.id} />
            <VoucherMonths companyId={company.id} />
          </SimpleGrid>
          <Stack gap="xs" component="section" aria-labelledby="ledger-vouchers">
            <Title order={2} size="h4" id="ledger-vouchers">
              {t('ledger.vouchers.heading')}
            </Title>
            <VouchersTable companyId={company.id} onOpen={setVoucher} />
          </Stack>
        </>
      )}
      <LedgerVoucherModal
        companyId={company.id}
        voucherId={voucherId}
        onClose={() => setVoucher(null)}
      />
    </Stack>
  );
}

/** /ledger: a company's books — where they come from, reading them again, a SIE file, vouchers. */
export function LedgerScreen() {
  const { t } = useTranslation();
  const ledger = useLedgerCompany();
  return (
    <Stack gap="md">
      <LedgerCompanyPicker value={ledger.company} onChange={ledger.setCompany} />
      <ListState
        loading={ledger.loading}
        failed={ledger.failed}
        onRetry={ledger.retry}
        empty={ledger.none}
        emptyText={t('ledger.picker.none')}
      >
        {ledger.company ? (
          <CompanyLedger key={ledger.company.id} company={ledger.company} />
        ) : (
          <Text c="dimmed">{t('ledger.picker.choose')}</Text>
        )}
      </ListState>
    </Stack>
  );
}
