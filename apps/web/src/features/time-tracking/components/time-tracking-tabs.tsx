import { Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTimeOptions } from '../api/get-time-options';
import { InvoiceBasisList } from './invoice-basis-list';
import { ProfitabilityView } from './profitability-view';
import { TimeEntriesList } from './time-entries-list';
import { TimerBar } from './timer-bar';
import { WeekView } from './week-view';
import { useCan } from '@/stores/session-store';

const VIEWS = ['week', 'entries', 'basis', 'profitability'] as const;
type View = (typeof VIEWS)[number];

/** /time-tracking: the timer above the week, the entries, the invoice basis and profitability. */
export function TimeTrackingTabs() {
  const { t } = useTranslation();
  const options = useTimeOptions();
  const profitability = useCan('view:client-profitability');
  const views = VIEWS.filter((v) => v !== 'profitability' || profitability);
  const [params, setParams] = useSearchParams();
  const asked = params.get('view') as View | null;
  const view: View = asked && views.includes(asked) ? asked : 'week';
  const choose = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('view', next ?? 'week');
      return updated;
    });

  return (
    <Stack gap="lg" data-tour="time-tracking">
      <Text size="sm" c="dimmed" maw={760}>
        {t('time.intro')}
      </Text>
      <TimerBar options={options.data} />
      <Tabs value={view} onChange={choose} keepMounted={false}>
        <Tabs.List mb="lg" aria-label={t('time.tabs.label')}>
          {views.map((v) => (
            <Tabs.Tab key={v} value={v}>
              {t(`time.tabs.${v}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="week">
          <WeekView options={options.data} />
        </Tabs.Panel>
        <Tabs.Panel value="entries">
          <TimeEntriesList options={options.data} />
        </Tabs.Panel>
        <Tabs.Panel value="basis">
          <InvoiceBasisList options={options.data} />
        </Tabs.Panel>
        {profitability && (
          <Tabs.Panel value="profitability">
            <ProfitabilityView />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}
