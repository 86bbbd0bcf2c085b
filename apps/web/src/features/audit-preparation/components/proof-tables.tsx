import { Badge, Table, Text } from '@mantine/core';
import type { AuditProof } from '@portal/contracts/schemas/audit-preparation';
import { useTranslation } from 'react-i18next';
import type { Formatters } from '../utils/format';
import { kindName, systemName } from '../utils/names';

type Proof<C extends AuditProof['check']> = Extract<AuditProof, { check: C }>;

function Caption({ children }: { children: string }) {
  return (
    <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
      <Text size="sm" fw={600}>
        {children}
      </Text>
    </Table.Caption>
  );
}

/** The year's payouts per month, and those not reconciled with their difference. */
export function PayoutsProofTables({
  proof,
  f,
}: {
  proof: Proof<'payouts_reconciled'>;
  f: Formatters;
}) {
  const { t, i18n } = useTranslation();
  const k = (key: string) => t(`preparation.audit.fields.${key}`);
  return (
    <>
      <Table withTableBorder data-testid="proof-months">
        <Caption>{`${k('payouts')}: ${proof.payouts} · ${k('matched')}: ${proof.matched} · ${k('decided')}: ${proof.decided}`}</Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{k('month')}</Table.Th>
            <Table.Th ta="right">{k('payouts')}</Table.Th>
            <Table.Th ta="right">{k('unreconciled')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {proof.months.map((m) => (
            <Table.Tr key={m.month}>
              <Table.Td>{f.month(m.month)}</Table.Td>
              <Table.Td ta="right">{m.payouts}</Table.Td>
              <Table.Td ta="right">{m.unreconciled}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {proof.unreconciled.length > 0 && (
        <Table withTableBorder data-testid="proof-unreconciled">
          <Caption>{k('unreconciled')}</Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{k('payout')}</Table.Th>
              <Table.Th>{k('source')}</Table.Th>
              <Table.Th>{k('date')}</Table.Th>
              <Table.Th ta="right">{k('difference')}</Table.Th>
              <Table.Th>{k('status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {proof.unreconciled.map((p) => (
              <Table.Tr key={`${p.source}:${p.payout_id}`}>
                <Table.Td ff="monospace">{p.payout_id}</Table.Td>
                <Table.Td>{systemName(i18n, p.source)}</Table.Td>
                <Table.Td>{f.day(p.date)}</Table.Td>
                <Table.Td ta="right">{f.kr(p.difference)}</Table.Td>
                <Table.Td>
                  {p.status ? (
                    <Badge variant="dot">{t(`sync.entries.statuses.${p.status}`)}</Badge>
                  ) : (
                    '–'
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </>
  );
}

/** The clearing accounts at the last month read, and what later payouts settled. */
export function ClearingProofTable({ proof, f }: { proof: Proof<'clearing_zero'>; f: Formatters }) {
  const { t } = useTranslation();
  const k = (key: string, params = {}) => t(`preparation.audit.fields.${key}`, params);
  return (
    <Table withTableBorder>
      <Caption>{k('closing', { month: f.month(proof.month) })}</Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{k('account')}</Table.Th>
          <Table.Th>{k('name')}</Table.Th>
          <Table.Th ta="right">{k('balance')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {proof.accounts.map((a) => (
          <Table.Tr key={a.account}>
            <Table.Td ff="monospace">{a.account}</Table.Td>
            <Table.Td>{a.name}</Table.Td>
            <Table.Td ta="right">{f.kr(a.closing)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr>
          <Table.Td colSpan={2}>{k('settled_since')}</Table.Td>
          <Table.Td ta="right">{f.kr(proof.settled_since)}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td colSpan={2} fw={600}>
            {k('open')}
          </Table.Td>
          <Table.Td ta="right" fw={600} data-testid="clearing-open">
            {f.kr(proof.open)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}

/** The months with Failed or Ambiguous elements, and the first of them. */
export function IssuesProofTable({ proof, f }: { proof: Proof<'no_sync_issues'>; f: Formatters }) {
  const { t, i18n } = useTranslation();
  const k = (key: string) => t(`preparation.audit.fields.${key}`);
  if (!proof.count) return null;
  return (
    <Table withTableBorder>
      <Caption>{proof.months.map((m) => `${f.month(m.month)}: ${m.count}`).join(' · ')}</Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{k('reference')}</Table.Th>
          <Table.Th>{k('source')}</Table.Th>
          <Table.Th>{k('kind')}</Table.Th>
          <Table.Th>{k('status')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {proof.entries.map((e) => (
          <Table.Tr key={e.id}>
            <Table.Td ff="monospace">{e.reference_number}</Table.Td>
            <Table.Td>{systemName(i18n, e.source)}</Table.Td>
            <Table.Td>{kindName(i18n, e.kind)}</Table.Td>
            <Table.Td>{t(`sync.entries.statuses.${e.status}`)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Each subscription that ran in the year and how far it has processed. */
export function SubscriptionsProofTable({
  proof,
  f,
}: {
  proof: Proof<'subscriptions_synced'>;
  f: Formatters;
}) {
  const { t, i18n } = useTranslation();
  const k = (key: string) => t(`preparation.audit.fields.${key}`);
  if (!proof.subscriptions.length) return <Text size="sm">{k('none')}</Text>;
  return (
    <Table withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{k('application')}</Table.Th>
          <Table.Th>{k('accounting')}</Table.Th>
          <Table.Th>{k('status')}</Table.Th>
          <Table.Th>{k('last_processed')}</Table.Th>
          <Table.Th>{k('synced')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {proof.subscriptions.map((s) => (
          <Table.Tr key={s.id}>
            <Table.Td>{systemName(i18n, s.application)}</Table.Td>
            <Table.Td>{systemName(i18n, s.accounting)}</Table.Td>
            <Table.Td>
              {t(`subscriptions.statuses.${s.status}`, { defaultValue: s.status })}
            </Table.Td>
            <Table.Td>{s.last_processed ? f.time(s.last_processed) : k('never')}</Table.Td>
            <Table.Td>{s.synced ? k('yes') : k('no')}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
