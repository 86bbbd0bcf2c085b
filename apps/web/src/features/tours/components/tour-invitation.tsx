import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TourId } from '@portal/contracts/schemas/tours';
import { IconRoute } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTours } from '../api/get-tours';
import { useSaveTour } from '../api/save-tour';
import { useTourStore } from '../hooks/use-tour-store';
import { tourForRole } from '../utils/tour-steps';
import { currentRole, useSessionStore } from '@/stores/session-store';

/**
 * The invitation at the top of the dashboard (owners) or the lobby (accountants): shown while
 * the user's tour is neither done nor dismissed, never as an overlay over their work.
 */
export function TourInvitation({ tour }: { tour: TourId }) {
  const { t } = useTranslation();
  const offered = tourForRole(useSessionStore(currentRole) ?? undefined) === tour;
  const running = useTourStore((s) => s.running);
  const start = useTourStore((s) => s.start);
  const { data: states } = useTours(offered);
  const dismiss = useSaveTour();
  const saved = states?.[tour] ?? null;
  if (!offered || !states || running || dismiss.isPending) return null;
  if (saved && saved.status !== 'active') return null;
  const resuming = saved?.status === 'active' && saved.step > 0;
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="tour-invitation-title"
      data-testid="tour-invitation"
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon variant="light" size="xl" radius="md" aria-hidden>
          <IconRoute size={24} />
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1 }}>
          <Title order={2} size="h4" id="tour-invitation-title">
            {t('tours.invitation.title')}
          </Title>
          <Text size="sm">{t(`tours.invitation.${tour}_text`)}</Text>
          <Group gap="sm" mt={4}>
            <Button onClick={() => start(tour, resuming ? saved.step : 0)}>
              {t(resuming ? 'tours.invitation.resume' : 'tours.invitation.start')}
            </Button>
            <Button
              variant="default"
              onClick={() => dismiss.mutate({ tour, input: { status: 'dismissed', step: 0 } })}
            >
              {t('tours.invitation.dismiss')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
