import { Stack, Tabs, Text } from '@mantine/core';
import { SALES_TABS, type SalesTab } from '@portal/contracts/schemas/sales';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ArticlesTable } from './articles-table';
import { CustomersTable } from './customers-table';
import type { OrderShipping } from './order-shipping';
import { OrdersTable } from './orders-table';
import { PaymentsTable } from './payments-table';
import { VouchersTable } from './vouchers-table';

const TABLES: Record<Exclude<SalesTab, 'orders'>, ComponentType> = {
  articles: ArticlesTable,
  customers: CustomersTable,
  vouchers: VouchersTable,
  payments: PaymentsTable,
};

const isTab = (value: string | null): value is SalesTab =>
  (SALES_TABS as readonly (string | null)[]).includes(value);

/**
 * SPEC §2 sales panel: one tab per kind of element, the open one in the address (`?tab=`) so a
 * link or a reload opens the same tab; arrow keys move between the tabs.
 */
export function SalesPanelTabs({ orderShipping }: { orderShipping?: OrderShipping } = {}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: SalesTab = isTab(asked) ? asked : 'orders';
  const open = (value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('tab', isTab(value) ? value : 'orders');
      return next;
    });

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('sales.intro')}
      </Text>
      <Tabs value={tab} onChange={open} keepMounted={false}>
        <Tabs.List mb="md">
          {SALES_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`sales.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SALES_TABS.map((value) => {
          const Table = value === 'orders' ? null : TABLES[value];
          return (
            <Tabs.Panel key={value} value={value}>
              {Table ? <Table /> : <OrdersTable shipping={orderShipping} />}
            </Tabs.Panel>
          );
        })}
      </Tabs>
    </Stack>
  );
}
