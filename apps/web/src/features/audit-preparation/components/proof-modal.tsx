import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AuditItem } from '@portal/contracts/schemas/audit-preparation';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatters } from '../utils/format';
import { proofSummary } from '../utils/proof-summary';
import {
  ClearingProofTable,
  IssuesProofTable,
  PayoutsProofTables,
  SubscriptionsProofTable,
} from './proof-tables';

/**
 * What the product found for an automatic item, with links to where it can be seen: the
 * client's month report (in the client's company, so the person switches there) or the
 * subscription status screen.
 */
export function ProofModal({
  item,
  onClose,
  onOpenInClient,
}: {
  item: AuditItem | null;
  onClose: () => void;
  onOpenInClient: (company: number, href: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const f = formatters(i18n.language);
  const proof = item?.proof ?? null;
  const inClient = proof?.links.filter((l) => l.href.startsWith('/report')) ?? [];
  const direct = proof?.links.filter((l) => !l.href.startsWith('/report')) ?? [];
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      size="lg"
      closeButtonProps={{ 'aria-label': t('preparation.audit.close') }}
      title={item ? t('preparation.audit.proof_title', { title: item.title }) : ''}
    >
      {item && (
        <Stack gap="md">
          <Alert
            color={proof?.passed ? 'teal' : 'orange'}
            variant="light"
            data-testid="proof-summary"
          >
            {proofSummary(t, proof, f)}
          </Alert>
          {proof?.check === 'payouts_reconciled' && <PayoutsProofTables proof={proof} f={f} />}
          {proof?.check === 'clearing_zero' && <ClearingProofTable proof={proof} f={f} />}
          {proof?.check === 'no_sync_issues' && <IssuesProofTable proof={proof} f={f} />}
          {proof?.check === 'subscriptions_synced' && (
            <SubscriptionsProofTable proof={proof} f={f} />
          )}
          {item.checked_at && (
            <Text size="xs" c="dimmed">
              {t('preparation.audit.proof_checked', { time: f.time(item.checked_at) })}
            </Text>
          )}
          {inClient.length > 0 && (
            <Stack gap={4}>
              <Group gap="xs">
                {inClient.map((link) => (
                  <Button
                    key={link.href}
                    size="xs"
                    variant="default"
                    rightSection={<IconExternalLink size={14} aria-hidden />}
                    onClick={() => onOpenInClient(item.company, link.href)}
                  >
                    {t('preparation.audit.open_report', { month: f.month(link.month ?? '') })}
                  </Button>
                ))}
              </Group>
              <Text size="xs" c="dimmed">
                {t('preparation.audit.open_report_hint')}
              </Text>
            </Stack>
          )}
          {direct.map((link) => (
            <Button
              key={link.href}
              component={Link}
              to={link.href}
              size="xs"
              variant="default"
              w="fit-content"
            >
              {t('preparation.audit.open_subscriptions')}
            </Button>
          ))}
        </Stack>
      )}
    </Modal>
  );
}
