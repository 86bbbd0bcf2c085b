import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { roleLabelKey } from '@portal/contracts/roles';
import type { GuideSummary } from '@portal/contracts/schemas/guides';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { GuideApp } from '../api/get-guide-apps';
import { AppLogo } from './app-logo';

/** One guide in the list: its title (the link that opens it), summary, app and language. */
export function GuideCard({
  guide,
  app,
  staff,
}: {
  guide: GuideSummary;
  app: GuideApp | undefined;
  staff: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="guide-card">
      <Stack gap="xs" h="100%">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <AppLogo app={app} size={24} />
          <Anchor component={Link} to={`?guide=${guide.id}`} fw={600} lang={guide.locale}>
            {guide.title}
          </Anchor>
        </Group>
        <Text size="sm" c="dimmed" lang={guide.locale} style={{ flexGrow: 1 }}>
          {guide.summary}
        </Text>
        <Group gap={6}>
          <Badge variant="light" color="gray">
            {guide.app ? (app?.name ?? guide.app) : t('guides.general')}
          </Badge>
          <Badge variant="outline" color="gray">
            {t(`guides.languages.${guide.locale}`)}
          </Badge>
          {staff && !guide.published && (
            <Badge variant="light" color="yellow">
              {t('guides.draft')}
            </Badge>
          )}
          {staff &&
            (guide.roles.length === 0 ? (
              <Badge variant="dot" color="blue">
                {t('guides.for_all')}
              </Badge>
            ) : (
              guide.roles.map((role) => (
                <Badge key={role} variant="dot" color="blue">
                  {t(roleLabelKey(role))}
                </Badge>
              ))
            ))}
        </Group>
      </Stack>
    </Card>
  );
}
