import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FaqBrowser } from './faq-browser';
import { FaqCategoriesPanel } from './faq-categories-panel';
import { useCan } from '@/stores/session-store';

/** /faq: everyone with the FAQ reads and searches; in-house staff also manage categories. */
export function FaqScreen() {
  const { t } = useTranslation();
  const staff = useCan('update:faq');
  const canAsk = useCan('create:faq') && !staff;
  const manageCategories = useCan('manage:faq-categories');
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('question'));
  const question = Number.isInteger(raw) && raw > 0 ? raw : undefined;
  const browser = (
    <FaqBrowser
      staff={staff}
      canAsk={canAsk}
      question={question}
      onShowAll={() => setParams({}, { replace: true })}
    />
  );
  if (!manageCategories) return browser;
  return (
    <Tabs defaultValue="items" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="items">{t('faq.tabs.items')}</Tabs.Tab>
        <Tabs.Tab value="categories">{t('faq.tabs.categories')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="items">{browser}</Tabs.Panel>
      <Tabs.Panel value="categories">
        <FaqCategoriesPanel />
      </Tabs.Panel>
    </Tabs>
  );
}
