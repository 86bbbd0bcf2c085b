import { Text, useComputedColorScheme } from '@mantine/core';
import type { PortfolioClient } from '@portal/contracts/schemas/client-portfolio';
import { useTranslation } from 'react-i18next';

/** Elements now Failed or Ambiguous and subscriptions in Error; "None" when there are none. */
export function ProblemsCell({ problems }: { problems: PortfolioClient['problems'] }) {
  const { t } = useTranslation();
  // dark enough on a striped row in light mode, light enough in dark mode (WCAG AA)
  const red = useComputedColorScheme('light') === 'dark' ? 'red.4' : 'red.9';
  const parts = [
    problems.entries > 0 && t('firm.portfolio.problem_entries', { count: problems.entries }),
    problems.error_subscriptions > 0 &&
      t('firm.portfolio.problem_errors', { count: problems.error_subscriptions }),
  ].filter(Boolean);
  return (
    <Text size="sm" c={parts.length ? red : 'dimmed'} fw={parts.length ? 600 : undefined}>
      {parts.length ? parts.join(', ') : t('firm.portfolio.no_problems')}
    </Text>
  );
}
