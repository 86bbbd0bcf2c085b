import { Loader, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLoadingStore } from '@/stores/loading-store';

interface FullScreenLoaderProps {
  text?: string | null;
  progress?: number | null;
}

/** The full-screen loading overlay: spinner, optional progress bar and text (SPEC §2). */
export function FullScreenLoader({ text, progress }: FullScreenLoaderProps) {
  const { t } = useTranslation();
  const label = text ?? t('common.loading');
  return (
    <div
      role="status"
      aria-live="polite"
      aria-busy="true"
      data-testid="loading-overlay"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 1000,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: 'var(--mantine-color-body)',
      }}
    >
      <Stack align="center" gap="sm" w={280}>
        <Loader size="lg" aria-hidden />
        {typeof progress === 'number' && (
          <Progress value={progress} w="100%" aria-label={label} animated />
        )}
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </div>
  );
}

/** The overlay as any feature requested it through the loading store. */
export function GlobalLoader() {
  const { count, text, progress } = useLoadingStore();
  if (count === 0) return null;
  return <FullScreenLoader text={text} progress={progress} />;
}
