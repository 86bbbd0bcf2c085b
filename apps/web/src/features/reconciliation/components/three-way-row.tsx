import { ActionIcon, Anchor, Badge, List, Table, Text } from '@mantine/core';
import type { Discrepancy, ThreeWayRow as Row } from '@portal/contracts/schemas/reports';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useProviderName } from '../hooks/use-provider-name';
import { isZero, moneyFormatter } from '../utils/money';
import { AmountCell } from './amount-cell';

const COLUMNS = 11;

/** One day and payment method; pressing it lists the elements that explain its differences. */
export function ThreeWayRow({ row }: { row: Row }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const money = moneyFormatter(i18n.language, row.currency);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeZone: 'UTC' });
  const method = row.payment_method || t('reports.three_way.unknown_method');
  const differs = (amount: string | null) => amount !== null && !isZero(amount);
  const detailId = `three-way-${row.date}-${row.payment_method}-${row.currency}`.replace(
    /\W/g,
    '-',
  );
  const dateText = date.format(new Date(`${row.date}T00:00:00Z`));

  return (
    <>
      <Table.Tr data-testid="three-way-row">
        <Table.Td>
          {row.discrepancies.length > 0 && (
            <ActionIcon
              variant="subtle"
              aria-expanded={open}
              aria-controls={detailId}
              aria-label={t('reports.three_way.show', { date: dateText, method })}
              onClick={() => setOpen((v) => !v)}
            >
              {open ? (
                <IconChevronDown size={16} aria-hidden />
              ) : (
                <IconChevronRight size={16} aria-hidden />
              )}
            </ActionIcon>
          )}
        </Table.Td>
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateText}</Table.Td>
        <Table.Td>{method}</Table.Td>
        <AmountCell>{row.elements}</AmountCell>
        <AmountCell>{money(row.shop)}</AmountCell>
        <AmountCell>{money(row.booked)}</AmountCell>
        <AmountCell c={row.settled === null ? 'dimmed' : undefined}>
          {row.settled === null ? t('reports.three_way.no_provider') : money(row.settled)}
        </AmountCell>
        <AmountCell>{money(row.fees)}</AmountCell>
        <AmountCell fw={differs(row.shop_vs_booked) ? 700 : undefined}>
          {money(row.shop_vs_booked)}
        </AmountCell>
        <AmountCell fw={differs(row.shop_vs_settled) ? 700 : undefined}>
          {row.shop_vs_settled === null ? '–' : money(row.shop_vs_settled)}
        </AmountCell>
        <Table.Td>
          {row.discrepancies.length > 0 && (
            <Badge color={row.explained ? 'yellow' : 'red'} variant="light">
              {row.explained
                ? t('reports.three_way.explained')
                : t('reports.three_way.unexplained')}
            </Badge>
          )}
        </Table.Td>
      </Table.Tr>
      {open && (
        <Table.Tr id={detailId} data-testid="three-way-detail">
          <Table.Td colSpan={COLUMNS}>
            <List spacing={4} size="sm">
              {row.discrepancies.map((d, i) => (
                <DiscrepancyItem key={`${d.type}:${d.source_id}:${i}`} item={d} money={money} />
              ))}
            </List>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/** What finds the element's sync entry: a payout for an order the shop lacks, else the order. */
const entrySearch = (item: Discrepancy) =>
  item.type === 'not_in_shop' ? (item.params.payout ?? item.reference) : item.reference;

function DiscrepancyItem({ item, money }: { item: Discrepancy; money: (v: string) => string }) {
  const { t } = useTranslation();
  const providerName = useProviderName();
  const params: Record<string, string> = { ...item.params };
  if (params.status) params.status = t(`sync.entries.statuses.${params.status}`);
  for (const key of ['booked', 'shop', 'settled', 'fee'] as const)
    if (params[key] && key !== 'settled') params[key] = money(params[key]);
  if (params.settled && !params.currency) params.settled = money(params.settled);
  return (
    <List.Item data-testid="discrepancy">
      <Text span size="sm" fw={600}>
        {t(`reports.three_way.types.${item.type}`)}
      </Text>{' '}
      <Text span size="sm">
        ({money(item.amount)}) ·{' '}
        {item.sync_entry_id ? (
          <Anchor
            component={Link}
            to={`/report?view=entries&search=${encodeURIComponent(entrySearch(item))}`}
            title={t('reports.three_way.open_entry', { reference: item.reference })}
            underline="always"
          >
            {providerName(item.source)} {item.reference}
          </Anchor>
        ) : (
          `${providerName(item.source)} ${item.reference}`
        )}{' '}
        · {t(`reports.three_way.details.${item.type}`, params)}
      </Text>
    </List.Item>
  );
}
