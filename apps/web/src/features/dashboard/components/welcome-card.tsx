import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { roleLabelKey } from '@portal/contracts/roles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentRole, useSessionStore } from '@/stores/session-store';

/** Greets the user by first name, with role label and active company. */
export function WelcomeCard() {
  const { t } = useTranslation();
  const user = useSessionStore((s) => s.userFullData);
  const role = useSessionStore(currentRole);
  const company = useSessionStore((s) => s.company ?? s.companies[0] ?? null);
  const unread = useSessionStore((s) => s.notifications.unread);
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="welcome-title">
      <Stack gap="xs">
        <Title order={2} size="h3" id="welcome-title">
          {user?.first_name
            ? t('dashboard.greeting', { name: user.first_name })
            : t('dashboard.greeting_anonymous')}
        </Title>
        <Text data-testid="current-role">
          {t('dashboard.role', { role: t(roleLabelKey(role ?? 'NOT_SET')) })}
        </Text>
        <Text data-testid="active-company">
          {company ? (
            <>
              {t('dashboard.active_company')}: <strong>{company.name}</strong>
            </>
          ) : (
            t('dashboard.no_company')
          )}
        </Text>
        {unread > 0 && (
          <Text size="sm">
            {t('dashboard.unread', { count: unread })}{' '}
            <Anchor component={Link} to="/notifications" underline="always">
              {t('dashboard.to_notifications')}
            </Anchor>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
