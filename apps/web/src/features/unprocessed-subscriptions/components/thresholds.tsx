import { Accordion, List, Text } from '@mantine/core';
import { SYNC_HEALTH } from '@portal/contracts/schemas/sync-health';
import { useTranslation } from 'react-i18next';

/** When a subscription is listed, and when the alerts go out: the thresholds the server uses. */
export function Thresholds() {
  const { t } = useTranslation();
  const key = (name: string) => `sync_health.thresholds.${name}`;
  const H = SYNC_HEALTH;
  return (
    <Accordion variant="contained">
      <Accordion.Item value="thresholds">
        <Accordion.Control>{t(key('title'))}</Accordion.Control>
        <Accordion.Panel>
          <List size="sm" spacing={4}>
            <List.Item>{t(key('stuck'), { minutes: H.stuckAfterMinutes })}</List.Item>
            <List.Item>
              {t(key('failing'), {
                runs: H.failingRunsInARow,
                elements: H.failingElementsMin,
                percent: H.failingElementsPercent,
                hours: H.failingElementsWindowHours,
              })}
            </List.Item>
            <List.Item>{t(key('never_run'), { minutes: H.neverRunAfterMinutes })}</List.Item>
            <List.Item>{t(key('behind'), { hours: H.behindAfterHours })}</List.Item>
          </List>
          <Text size="sm" mt="xs">
            {t(key('alerts'), { hours: H.behindAfterHours })}
          </Text>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
