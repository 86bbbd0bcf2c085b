import { Button, Center, Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A list's loader, its failure with Try again (SPEC §8), its empty text, or the list itself.
 * `failed` shows only while there is nothing loaded to show instead.
 */
export function ListState({
  loading,
  empty,
  emptyText,
  failed = false,
  onRetry,
  children,
}: {
  loading: boolean;
  empty: boolean;
  emptyText: string;
  failed?: boolean;
  onRetry?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (failed)
    return (
      <Group role="alert">
        <Text c="red">{t('common.list_failed')}</Text>
        {onRetry && (
          <Button variant="default" size="xs" onClick={onRetry}>
            {t('common.try_again')}
          </Button>
        )}
      </Group>
    );
  if (loading)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  if (empty) return <Text c="dimmed">{emptyText}</Text>;
  return <>{children}</>;
}
