import { ThemeIcon, type MantineColor } from '@mantine/core';
import type { Notification, NotificationKind } from '@portal/contracts/schemas/notifications';
import {
  IconChecklist,
  IconCoin,
  IconHelpCircle,
  IconMessage,
  IconRefreshAlert,
  IconSpeakerphone,
  IconUserCircle,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const ICONS: Record<NotificationKind, Icon> = {
  account: IconUserCircle,
  sync_errors: IconRefreshAlert,
  messages: IconMessage,
  todos: IconChecklist,
  system: IconSpeakerphone,
  payouts: IconCoin,
  faq: IconHelpCircle,
};

const COLORS: Record<Notification['type'], MantineColor> = {
  success: 'green',
  error: 'red',
  warning: 'yellow',
  info: 'blue',
  default: 'gray',
};

/** The kind's icon in the notice type's colour; its name is said to screen readers. */
export function KindIcon({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const Glyph = ICONS[notification.kind];
  return (
    <ThemeIcon
      variant="light"
      color={COLORS[notification.type]}
      radius="xl"
      size="lg"
      role="img"
      aria-label={t(`notifications.kinds.${notification.kind}`)}
    >
      <Glyph size={18} aria-hidden />
    </ThemeIcon>
  );
}
