import { Accordion, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { FaqEntry } from '@portal/contracts/schemas/faq';
import { IconEye, IconEyeOff, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePatchFaqItem } from '../api/save-faq-item';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { notifySuccess } from '@/lib/toast';

interface StaffActions {
  onEdit: (item: FaqEntry) => void;
  onDelete: (item: FaqEntry) => void;
}

/** The questions; each opens to its answer. In-house staff see flags and their actions. */
export function FaqAccordion({
  items,
  appNames,
  staff,
  opened,
}: {
  items: FaqEntry[];
  appNames: Map<string, string>;
  /** in-house staff: badges for hidden, customer-only and unanswered items, and actions */
  staff: StaffActions | null;
  /** the item to show open (a notice links to it) */
  opened?: number;
}) {
  return (
    <Accordion
      variant="separated"
      multiple
      defaultValue={opened === undefined ? [] : [String(opened)]}
    >
      {items.map((item) => (
        <Accordion.Item key={item.id} value={String(item.id)}>
          <Accordion.Control>
            <Group gap="xs" wrap="wrap">
              <Text fw={500}>{item.question}</Text>
              <ItemBadges item={item} appName={item.app ? appNames.get(item.app) : undefined} />
            </Group>
          </Accordion.Control>
          <Accordion.Panel>
            <Stack gap="sm">
              {item.unanswered ? null : <RichTextView html={item.answer} fz="sm" />}
              {staff && <StaffBar item={item} actions={staff} />}
            </Stack>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

function ItemBadges({ item, appName }: { item: FaqEntry; appName?: string }) {
  const { t } = useTranslation();
  return (
    <>
      {item.category_name && (
        <Badge variant="light" color="gray">
          {item.category_name}
        </Badge>
      )}
      {item.app && (
        <Badge variant="outline" color="blue">
          {appName ?? item.app}
        </Badge>
      )}
      {item.unanswered && (
        <Badge variant="dot" color="orange">
          {t('faq.badges.unanswered')}
        </Badge>
      )}
      {item.is_hidden && (
        <Badge variant="light" color="red">
          {t('faq.badges.hidden')}
        </Badge>
      )}
      {item.visible_for_customer_only && (
        <Badge variant="light" color="grape">
          {t('faq.badges.customer_only')}
        </Badge>
      )}
    </>
  );
}

function StaffBar({ item, actions }: { item: FaqEntry; actions: StaffActions }) {
  const { t } = useTranslation();
  const patch = usePatchFaqItem();
  const toggle = () =>
    patch.mutate(
      { id: item.id, patch: { is_hidden: !item.is_hidden } },
      {
        onSuccess: (saved) =>
          notifySuccess(t(saved.is_hidden ? 'faq.hidden_done' : 'faq.unhidden_done')),
      },
    );
  return (
    <Stack gap="xs">
      {item.unanswered && (
        <Text size="sm" c="dimmed">
          {t('faq.asked_by', { name: item.customer_name, email: item.customer_email })}
        </Text>
      )}
      <Group
        gap="xs"
        role="group"
        aria-label={t('faq.actions.actions_for', { question: item.question })}
      >
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPencil size={14} aria-hidden />}
          onClick={() => actions.onEdit(item)}
        >
          {item.unanswered ? t('faq.actions.answer') : t('faq.actions.edit')}
        </Button>
        {!item.unanswered && (
          <Button
            size="xs"
            variant="default"
            loading={patch.isPending}
            leftSection={
              item.is_hidden ? (
                <IconEye size={14} aria-hidden />
              ) : (
                <IconEyeOff size={14} aria-hidden />
              )
            }
            onClick={toggle}
          >
            {item.is_hidden ? t('faq.actions.unhide') : t('faq.actions.hide')}
          </Button>
        )}
        <Button
          size="xs"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          onClick={() => actions.onDelete(item)}
        >
          {t('faq.actions.delete')}
        </Button>
      </Group>
    </Stack>
  );
}
