import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'green' : 'gray'} variant="dot" miw="max-content">
      {active ? t('admin.active') : t('admin.inactive')}
    </Badge>
  );
}
