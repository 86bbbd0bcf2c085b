import { Stack, Text } from '@mantine/core';
import type { SystemNotification } from '@portal/contracts/schemas/system-notifications';
import { useTranslation } from 'react-i18next';

/** Who a notification goes to, in words: everyone, or its roles, companies and firms. */
export function TargetsSummary({ notice }: { notice: SystemNotification }) {
  const { t } = useTranslation();
  const key = (name: string) => `system_notifications.targets.${name}`;
  const names = (items: { name: string }[]) => items.map((item) => item.name).join(', ');
  const lines = notice.targets.everyone
    ? [t(key('everyone'))]
    : [
        notice.targets.roles.length > 0 &&
          t(key('roles'), {
            names: notice.targets.roles.map((r) => `${t(`roles.${r}`)} (${r})`).join(', '),
          }),
        notice.companies.length > 0 && t(key('companies'), { names: names(notice.companies) }),
        notice.firms.length > 0 && t(key('firms'), { names: names(notice.firms) }),
      ].filter((line): line is string => Boolean(line));
  return (
    <Stack gap={0}>
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Stack>
  );
}
