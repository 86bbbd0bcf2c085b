import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { stockholmDay } from '@portal/contracts/dates';
import type { TimeOptions, WeekDay } from '@portal/contracts/schemas/time-tracking';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTimeWeek } from '../api/get-time-week';
import { useTimeFormat } from '../hooks/use-time-format';
import { Figure } from './figure';
import { ListState } from '@/components/list-state';

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** ISO 8601 week number of a Monday. */
function weekNumber(monday: string): number {
  const thursday = new Date(Date.parse(`${addDays(monday, 3)}T00:00:00Z`));
  const yearStart = Date.UTC(thursday.getUTCFullYear(), 0, 1);
  return Math.floor((thursday.getTime() - yearStart) / 86_400_000 / 7) + 1;
}

/** One person's week, Monday to Sunday: each day's total and entries; previous and next week. */
export function WeekView({ options }: { options: TimeOptions | undefined }) {
  const { t } = useTranslation();
  const f = useTimeFormat();
  const [date, setDate] = useState<string | null>(null);
  const [user, setUser] = useState<string | null>(null);
  const week = useTimeWeek(date, user);
  const data = week.data;
  const people = options?.people ?? [];
  const move = (days: number) => data && setDate(addDays(data.start, days));

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={0}>
          <Title order={2} size="h4" data-testid="week-title">
            {data ? t('time.week.title', { week: weekNumber(data.start) }) : t('time.tabs.week')}
          </Title>
          {data && (
            <Text size="sm" c="dimmed">
              {t('time.week.range', { start: f.day(data.start), end: f.day(data.end) })}
            </Text>
          )}
        </Stack>
        <Group align="flex-end" role="group" aria-label={t('time.week.nav')}>
          {people.length > 1 && (
            <Select
              label={t('time.week.person')}
              placeholder={data?.user.name}
              data={people.map((p) => ({ value: String(p.id), label: p.name }))}
              value={user}
              onChange={setUser}
              clearable
              w={220}
            />
          )}
          <Button
            variant="default"
            leftSection={<IconChevronLeft size={16} aria-hidden />}
            onClick={() => move(-7)}
          >
            {t('time.week.previous')}
          </Button>
          <Button variant="default" onClick={() => setDate(stockholmDay())}>
            {t('time.week.current')}
          </Button>
          <Button
            variant="default"
            rightSection={<IconChevronRight size={16} aria-hidden />}
            onClick={() => move(7)}
          >
            {t('time.week.next')}
          </Button>
        </Group>
      </Group>
      <ListState
        loading={week.isPending}
        failed={week.isError && !data}
        onRetry={() => void week.refetch()}
        empty={false}
        emptyText=""
      >
        {data && (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} maw={720}>
              <Figure label={t('time.week.total')} value={f.duration(data.totals.minutes)} />
              <Figure
                label={t('time.week.billable')}
                value={f.duration(data.totals.billable_minutes)}
              />
              <Figure
                label={t('time.week.billable_value')}
                value={f.kr(data.totals.billable_value)}
                testId="week-billable-value"
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
              {data.days.map((day) => (
                <DayCard key={day.date} day={day} />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </ListState>
    </Stack>
  );
}

function DayCard({ day }: { day: WeekDay }) {
  const { t } = useTranslation();
  const f = useTimeFormat();
  const headingId = `day-${day.date}`;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby={headingId} data-testid="week-day">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={3} size="h6" id={headingId} tt="capitalize">
          {f.weekday(day.date)}
        </Title>
        <Text fw={700} size="sm">
          {f.duration(day.minutes)}
        </Text>
      </Group>
      {day.entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('time.week.empty_day')}
        </Text>
      ) : (
        <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {day.entries.map((e) => (
            <li key={e.id}>
              <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                <Stack gap={0} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={500} truncate>
                    {e.client_name ?? t('time.internal')}
                  </Text>
                  {e.description && (
                    <Text size="xs" c="dimmed" lineClamp={2}>
                      {e.description}
                    </Text>
                  )}
                </Stack>
                <Text
                  size="sm"
                  c={e.billable ? undefined : 'dimmed'}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {e.running_since ? t('time.entries.running') : f.duration(e.minutes)}
                </Text>
              </Group>
            </li>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
