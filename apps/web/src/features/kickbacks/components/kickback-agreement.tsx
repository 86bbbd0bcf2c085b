import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { KickbackSummary } from '@portal/contracts/schemas/kickbacks';
import { useTranslation } from 'react-i18next';
import { useKickbackFormat } from '../hooks/use-kickback-format';

/** The firm's agreement (type, tier, rate) and the chosen year in sums. */
export function KickbackAgreement({ summary }: { summary: KickbackSummary }) {
  const { t } = useTranslation();
  const f = useKickbackFormat();
  const { firm, totals } = summary;
  const rate = firm.rate_percent === null ? '' : f.rate(firm.rate_percent);
  const intro = firm.affiliate_type
    ? t(`firm.kickbacks.intro_${firm.affiliate_type}`, { rate: f.percent(firm.rate_percent!) })
    : t('firm.kickbacks.intro_none');
  const year = { year: totals.year };
  const figures: [string, string, string][] =
    firm.affiliate_type === 'discount'
      ? [['kickback-earned', t('firm.kickbacks.saved', year), totals.earned]]
      : [
          ['kickback-earned', t('firm.kickbacks.earned', year), totals.earned],
          ['kickback-pending', t('firm.kickbacks.pending'), totals.pending],
          ['kickback-paid', t('firm.kickbacks.paid', year), totals.paid],
        ];
  if (Number(totals.outstanding) > 0)
    figures.push(['kickback-outstanding', t('firm.kickbacks.outstanding'), totals.outstanding]);

  return (
    <Stack gap="md">
      <Paper withBorder p="md" component="section" aria-labelledby="kickback-agreement">
        <Group gap="sm" mb="xs">
          <Text fw={600} id="kickback-agreement">
            {t('firm.kickbacks.agreement')}
          </Text>
          <Badge variant="light" data-testid="affiliate-type">
            {firm.affiliate_type
              ? t(`firm.kickbacks.types.${firm.affiliate_type}`)
              : t('firm.kickbacks.no_type')}
          </Badge>
          <Badge variant="outline" color="gray" c="bright" data-testid="affiliate-tier">
            {t(`firm.kickbacks.tiers.${firm.tier}`)}
          </Badge>
          {rate && (
            <Badge variant="outline" color="gray" c="bright" data-testid="affiliate-rate">
              {rate}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed" maw={760}>
          {intro}
        </Text>
      </Paper>
      {firm.affiliate_type && (
        <SimpleGrid type="container" cols={{ base: 1, '500px': 2, '900px': 4 }}>
          {figures.map(([id, label, amount]) => (
            <Paper
              key={id}
              withBorder
              p="sm"
              component="section"
              aria-label={label}
              data-testid={id}
            >
              <Text size="xs" c="dimmed">
                {label}
              </Text>
              <Text fw={700} size="lg">
                {f.kr(amount)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
