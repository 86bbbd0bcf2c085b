import { ActionIcon, Button, Group, Menu } from '@mantine/core';
import type { Schedule } from '@portal/contracts/schemas/scheduled-reports';
import {
  IconDots,
  IconHistory,
  IconPencil,
  IconPlayerPause,
  IconPlayerPlay,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSetScheduleActive } from '../api/save-schedule';
import { notifySuccess } from '@/lib/toast';

/** A row's "send now", and the rest in its menu: history, pause or resume, edit, delete. */
export function ScheduleActions({
  schedule,
  onSend,
  onRuns,
  onEdit,
  onDelete,
}: {
  schedule: Schedule;
  onSend: () => void;
  onRuns: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const setActive = useSetScheduleActive();
  const name = schedule.name;
  const toggle = () =>
    setActive.mutate(
      { id: schedule.id, active: !schedule.active },
      {
        onSuccess: (saved) =>
          notifySuccess(saved.active ? t('schedules.resumed') : t('schedules.paused')),
      },
    );
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      <Button
        size="xs"
        variant="light"
        leftSection={<IconSend size={14} aria-hidden />}
        aria-label={t('schedules.actions.send_now_label', { name })}
        onClick={onSend}
      >
        {t('schedules.actions.send_now')}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('schedules.actions.label', { name })}
            loading={setActive.isPending}
          >
            <IconDots size={18} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconHistory size={14} aria-hidden />} onClick={onRuns}>
            {t('schedules.actions.runs')}
          </Menu.Item>
          <Menu.Item
            leftSection={
              schedule.active ? (
                <IconPlayerPause size={14} aria-hidden />
              ) : (
                <IconPlayerPlay size={14} aria-hidden />
              )
            }
            onClick={toggle}
          >
            {schedule.active ? t('schedules.actions.pause') : t('schedules.actions.resume')}
          </Menu.Item>
          <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={onEdit}>
            {t('schedules.actions.edit')}
          </Menu.Item>
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onDelete}
          >
            {t('schedules.actions.delete')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
