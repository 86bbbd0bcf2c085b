import { Badge, Button, Group, Modal, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { LedgerVoucherDetail } from '@portal/contracts/schemas/ledger';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/*
 * One voucher of a company's ledger with its rows (issue 16): account and its name, debit,
 * credit, dimension objects. Shared by the tools that point at vouchers (the ledger, anomalies,
 * duplicates); /ledger opens it for `?voucher=<id>`.
 */

export function useLedgerVoucher(companyId: number, voucherId: number | null) {
  return useQuery({
    queryKey: ['ledger', 'voucher', companyId, voucherId],
    queryFn: () =>
      api.get<LedgerVoucherDetail>(`ledger/vouchers/${voucherId}/`, {
        params: { company: companyId },
      }),
    enabled: voucherId !== null,
    meta: { errorHandled: true },
  });
}

function useFormat() {
  const { i18n } = useTranslation();
  const money = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const day = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    kr: (amount: string) => (Number(amount) === 0 ? '' : money.format(Number(amount))),
    total: (amount: number) => money.format(amount),
    day: (date: string) => day.format(new Date(`${date}T12:00:00Z`)),
  };
}

function VoucherRows({ voucher }: { voucher: LedgerVoucherDetail }) {
  const { t } = useTranslation();
  const f = useFormat();
  const sum = (side: 'debit' | 'credit') =>
    voucher.rows.reduce((s, r) => s + Math.round(Number(r[side]) * 100), 0) / 100;
  return (
    // scrolls sideways on a narrow screen: a stop for the keyboard, named for screen readers
    <Table.ScrollContainer
      minWidth={640}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={t('ledger.voucher.title', { series: voucher.series, number: voucher.number })}
    >
      <Table striped verticalSpacing="xs" data-testid="voucher-rows">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ledger.voucher.account')}</Table.Th>
            <Table.Th>{t('ledger.voucher.name')}</Table.Th>
            <Table.Th ta="right">{t('ledger.voucher.debit')}</Table.Th>
            <Table.Th ta="right">{t('ledger.voucher.credit')}</Table.Th>
            <Table.Th>{t('ledger.voucher.objects')}</Table.Th>
            <Table.Th>{t('ledger.voucher.text')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {voucher.rows.map((r) => (
            <Table.Tr key={r.id} data-testid="voucher-row">
              <Table.Td>{r.account}</Table.Td>
              <Table.Td>{r.account_name ?? ''}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {f.kr(r.debit)}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {f.kr(r.credit)}
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {r.objects.map((o) => (
                    <Badge key={`${o.dimension}:${o.object}`} variant="light" color="gray">
                      {`${o.dimension_name ?? o.dimension}: ${o.name ?? o.object}`}
                    </Badge>
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>{r.text}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={2}>{t('ledger.voucher.total')}</Table.Th>
            <Table.Th ta="right">{f.total(sum('debit'))}</Table.Th>
            <Table.Th ta="right">{f.total(sum('credit'))}</Table.Th>
            <Table.Th colSpan={2} />
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The voucher `voucherId` of the company's ledger in a modal; null shows nothing. */
export function LedgerVoucherModal({
  companyId,
  voucherId,
  onClose,
}: {
  companyId: number;
  voucherId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const query = useLedgerVoucher(companyId, voucherId);
  const voucher = query.data;
  return (
    <Modal
      opened={voucherId !== null}
      onClose={onClose}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={
        voucher
          ? t('ledger.voucher.title', { series: voucher.series, number: voucher.number })
          : t('ledger.vouchers.voucher')
      }
    >
      {query.isError ? (
        <Group role="alert">
          <Text c="red">{t('ledger.voucher.failed')}</Text>
          <Button variant="default" size="xs" onClick={() => void query.refetch()}>
            {t('common.try_again')}
          </Button>
        </Group>
      ) : voucher ? (
        <Stack gap="sm">
          <Group gap="lg">
            <Text size="sm">
              <Text span c="dimmed" size="sm">
                {t('ledger.voucher.date')}:{' '}
              </Text>
              {f.day(voucher.date)}
            </Text>
            <Text size="sm" c="dimmed">
              {t('ledger.voucher.year', { start: voucher.year_start })}
            </Text>
            {voucher.origin === 'portal' && (
              <Badge variant="light">{t('ledger.vouchers.portal')}</Badge>
            )}
          </Group>
          {voucher.text && <Text fw={600}>{voucher.text}</Text>}
          {voucher.reverses !== null && (
            <Text size="sm">{t('ledger.voucher.reverses', { id: voucher.reverses })}</Text>
          )}
          <VoucherRows voucher={voucher} />
        </Stack>
      ) : (
        <Skeleton h={120} aria-label={t('common.loading')} />
      )}
    </Modal>
  );
}
