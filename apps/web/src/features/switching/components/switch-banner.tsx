import { Alert, Button, Group, Text } from '@mantine/core';
import { roleLabelKey } from '@portal/contracts/roles';
import { IconUserShare } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unswitch } from '../hooks/use-switch';
import { useSessionStore } from '@/stores/session-store';

/** While switched: who is acted as, by whom, and the way back. */
export function SwitchBanner() {
  const { t } = useTranslation();
  const me = useSessionStore((s) => s.switchedUserFull);
  const [busy, setBusy] = useState(false);
  const switched = me?.switched;
  if (!me || !switched) return null;
  const target =
    switched.kind === 'company'
      ? (switched.company?.name ?? '')
      : switched.kind === 'firm'
        ? (switched.firm?.name ?? '')
        : `${me.first_name} ${me.last_name}`.trim() || me.email;
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconUserShare size={18} aria-hidden />}
      mb="md"
      data-testid="switch-banner"
      role="status"
    >
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">
          {t(`switching.acting_${switched.kind}`, {
            target,
            role: t(roleLabelKey(switched.role ?? 'NOT_SET')),
            actor: switched.actor.name,
          })}
        </Text>
        <Button
          size="xs"
          color="orange"
          loading={busy}
          onClick={() => {
            setBusy(true);
            void unswitch().finally(() => setBusy(false));
          }}
        >
          {t('switching.unswitch')}
        </Button>
      </Group>
    </Alert>
  );
}
