import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ReconciliationReport } from './reconciliation-report';
import { ThreeWayReport } from './three-way-report';
import { VatReport } from './vat-report';
import { currentRole, useSessionStore } from '@/stores/session-store';

const VIEWS = ['reconciliation', 'three-way', 'entries', 'vat'] as const;
type View = (typeof VIEWS)[number];

/**
 * The /report screen: the month's reconciliation, the three-way comparison, the company's own
 * sync entries (given by the screen) and, for owners, sales per VAT rate. The tab is in the URL.
 */
export function ReportTabs({ entries }: { entries: ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const owner = useSessionStore(currentRole) === 'Owner';
  const views = VIEWS.filter((v) => v !== 'vat' || owner);
  const asked = params.get('view') as View | null;
  const view: View = asked && views.includes(asked) ? asked : 'reconciliation';
  const choose = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('view', next ?? 'reconciliation');
      updated.delete('search');
      return updated;
    });

  return (
    <Tabs value={view} onChange={choose} keepMounted={false}>
      <Tabs.List mb="lg" className="no-print" data-tour="report">
        {views.map((v) => (
          <Tabs.Tab key={v} value={v}>
            {t(`reports.tabs.${v.replace('-', '_')}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="reconciliation">
        <ReconciliationReport />
      </Tabs.Panel>
      <Tabs.Panel value="three-way">
        <ThreeWayReport />
      </Tabs.Panel>
      <Tabs.Panel value="entries">{entries}</Tabs.Panel>
      {owner && (
        <Tabs.Panel value="vat">
          <VatReport />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
