import { Accordion } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppFaq } from '../api/get-app-faq';
import { ListState } from '@/components/list-state';
import { RichTextView } from '@/components/rich-text/rich-text-view';

/** FAQ: the questions about this app, answered where the customer sets it up. */
export function FaqPanel({ app }: { app: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useAppFaq(app);
  const items = data ?? [];
  return (
    <ListState
      loading={isPending}
      failed={isError && !data}
      onRetry={() => void refetch()}
      empty={items.length === 0}
      emptyText={t('app_settings.faq_empty')}
    >
      <Accordion variant="separated">
        {items.map((item) => (
          <Accordion.Item key={item.id} value={String(item.id)}>
            <Accordion.Control>{item.question}</Accordion.Control>
            <Accordion.Panel>
              <RichTextView html={item.answer} fz="sm" />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </ListState>
  );
}
