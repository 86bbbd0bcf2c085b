import {
  ActionIcon,
  Button,
  Checkbox,
  Group,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { CHECKLIST_MAX, type TaskForm } from '@portal/contracts/schemas/projects';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Item = TaskForm['checklist'][number];

/** A task's checklist: tick, remove, and add items (Enter adds too). */
export function ChecklistField({
  value,
  onChange,
  error,
}: {
  value: Item[];
  onChange: (items: Item[]) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const [text, setText] = useState('');
  const done = value.filter((item) => item.done).length;
  const add = () => {
    const trimmed = text.trim();
    if (!trimmed || value.length >= CHECKLIST_MAX) return;
    onChange([...value, { text: trimmed, done: false }]);
    setText('');
  };
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Group justify="space-between">
        <Text size="sm" fw={500} id={labelId}>
          {t('fields.checklist')}
        </Text>
        {value.length > 0 && (
          <Text size="xs" c="dimmed">
            {t('projects.checklist_progress', { done, total: value.length })}
          </Text>
        )}
      </Group>
      {value.length > 0 && (
        <Progress value={(done / value.length) * 100} size="sm" color="teal" aria-hidden />
      )}
      {value.map((item, index) => (
        <Group key={item.id ?? `new-${index}`} gap="xs" wrap="nowrap" data-testid="checklist-item">
          <Checkbox
            checked={item.done}
            label={item.text}
            onChange={(event) =>
              onChange(
                value.map((other, i) =>
                  i === index ? { ...other, done: event.currentTarget.checked } : other,
                ),
              )
            }
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="sm"
            aria-label={t('projects.checklist_remove', { text: item.text })}
            onClick={() => onChange(value.filter((_, i) => i !== index))}
          >
            <IconTrash size={14} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <TextInput
          aria-label={t('projects.checklist_new')}
          placeholder={t('projects.checklist_new')}
          value={text}
          maxLength={300}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            add();
          }}
          style={{ flex: 1 }}
          error={error}
        />
        <Button
          variant="default"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={add}
          disabled={!text.trim() || value.length >= CHECKLIST_MAX}
        >
          {t('projects.checklist_add')}
        </Button>
      </Group>
    </Stack>
  );
}
