import { Anchor, Stack, Text } from '@mantine/core';
import type { UnprocessedSubscription } from '@portal/contracts/schemas/sync-health';
import { useTranslation } from 'react-i18next';

/** The company owner to contact: name, e-mail and phone as links; or that there is none. */
export function OwnerContact({ owner }: { owner: UnprocessedSubscription['owner'] }) {
  const { t } = useTranslation();
  if (!owner)
    return (
      <Text size="xs" c="dimmed">
        {t('sync_health.no_owner')}
      </Text>
    );
  return (
    <Stack gap={0}>
      <Text size="xs">
        {t('sync_health.columns.owner')}: {owner.name}
      </Text>
      <Anchor size="xs" href={`mailto:${owner.email}`}>
        {owner.email}
      </Anchor>
      {owner.phone && (
        <Anchor size="xs" href={`tel:${owner.phone.replace(/[^\d+]/g, '')}`}>
          {owner.phone}
        </Anchor>
      )}
    </Stack>
  );
}
