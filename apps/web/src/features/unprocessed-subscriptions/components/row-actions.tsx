import { Button, Stack } from '@mantine/core';
import type {
  UnhealthyAction,
  UnprocessedSubscription,
} from '@portal/contracts/schemas/sync-health';
import {
  IconMail,
  IconPlayerPlay,
  IconRefresh,
  IconSettings,
  type Icon as TablerIcon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSyncAction } from '../api/sync-actions';
import { notifySuccess } from '@/lib/toast';

const ICONS: Record<UnhealthyAction, TablerIcon> = {
  retry: IconPlayerPlay,
  restart: IconRefresh,
  open_settings: IconSettings,
  contact_owner: IconMail,
};

export interface RowActionsProps {
  row: UnprocessedSubscription;
  /** switches to the company as its owner and opens the subscription's app settings */
  onOpenSettings: (row: UnprocessedSubscription) => Promise<void>;
}

/** The actions that fit the row, the suggested one first and filled. */
export function RowActions({ row, onOpenSettings }: RowActionsProps) {
  const { t } = useTranslation();
  const sync = useSyncAction();
  const [opening, setOpening] = useState(false);
  const integration = `${row.application_name} → ${row.accounting_name}`;
  const ordered = [
    row.suggested_action,
    ...row.actions.filter((action) => action !== row.suggested_action),
  ];

  const run = (action: 'retry' | 'restart') =>
    sync.mutate(
      { id: row.id, action },
      {
        onSuccess: () =>
          notifySuccess(
            action === 'restart' ? t('subscriptions.done.restart') : t('sync_health.retried'),
          ),
      },
    );

  return (
    <Stack gap={6} align="stretch">
      {ordered.map((action) => {
        const Icon = ICONS[action];
        const label = t(`sync_health.actions.${action}`);
        const common = {
          size: 'xs' as const,
          fullWidth: true,
          justify: 'flex-start' as const,
          variant: action === row.suggested_action ? 'filled' : 'default',
          leftSection: <Icon size={14} aria-hidden />,
          'aria-label': t('sync_health.action_named', {
            action: label,
            company: row.company,
            integration,
          }),
          title: action === row.suggested_action ? t('sync_health.actions.suggested') : undefined,
        };
        if (action === 'contact_owner' && row.owner) {
          const subject = encodeURIComponent(t('sync_health.mail_subject', { integration }));
          return (
            <Button
              key={action}
              {...common}
              component="a"
              href={`mailto:${row.owner.email}?subject=${subject}`}
            >
              {label}
            </Button>
          );
        }
        if (action === 'open_settings') {
          return (
            <Button
              key={action}
              {...common}
              loading={opening}
              onClick={() => {
                setOpening(true);
                onOpenSettings(row).finally(() => setOpening(false));
              }}
            >
              {label}
            </Button>
          );
        }
        if (action === 'retry' || action === 'restart') {
          const busy = sync.isPending && sync.variables?.action === action;
          return (
            <Button key={action} {...common} loading={busy} onClick={() => run(action)}>
              {label}
            </Button>
          );
        }
        return null;
      })}
    </Stack>
  );
}
