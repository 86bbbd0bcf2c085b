import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { CatalogItem } from '@portal/contracts/schemas/catalog';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isFree, sekFormatter } from '../utils/prices';

interface AppCardProps {
  item: CatalogItem;
  /** slug → name of the accountings, for "works with" */
  accountingNames: Record<string, string>;
  /** where "Add" leads; no button without it */
  addTo?: string;
  children?: ReactNode;
}

/** One catalogue item: what it is, what it syncs, what it works with and what it costs. */
export function AppCard({ item, accountingNames, addTo, children }: AppCardProps) {
  const { t, i18n } = useTranslation();
  const sek = sekFormatter(i18n.language);
  const entities = item.entities.map((e) => t(`catalog.entities.${e}`, { defaultValue: e }));
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      component="article"
      aria-labelledby={`app-${item.slug}`}
    >
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" gap="sm">
          {item.logo && <Image src={item.logo} alt="" w={44} h={44} radius="sm" />}
          <Stack gap={2}>
            <Title order={2} size="h4" id={`app-${item.slug}`}>
              {item.name}
            </Title>
            <Group gap={6}>
              <Badge variant="light" color="gray">
                {t(`catalog.categories.${item.category}`, { defaultValue: item.category })}
              </Badge>
            </Group>
          </Stack>
        </Group>
        <Text size="sm">{item.description}</Text>
        {entities.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('catalog.syncs', { entities: entities.join(', ') })}
          </Text>
        )}
        {item.accountings.length > 0 && (
          <Group gap={6}>
            <Text size="sm" fw={500}>
              {t('catalog.works_with')}
            </Text>
            {item.accountings.map((slug) => (
              <Badge key={slug} variant="outline" color="gray" tt="none">
                {accountingNames[slug] ?? slug}
              </Badge>
            ))}
          </Group>
        )}
        {children}
        <Group justify="space-between" align="flex-end" mt="auto" wrap="nowrap">
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            {isFree(item.prices) ? (
              <Text fw={600}>{t('catalog.free')}</Text>
            ) : (
              <>
                <Text fw={600}>{t('catalog.per_month', { price: sek(item.prices.monthly!) })}</Text>
                {item.prices.yearly && (
                  <Text size="sm" c="dimmed">
                    {t('catalog.per_year', { price: sek(item.prices.yearly) })}
                  </Text>
                )}
              </>
            )}
          </Stack>
          {addTo && (
            <Button
              component={Link}
              to={addTo}
              leftSection={<IconPlus size={16} aria-hidden />}
              aria-label={t('catalog.add_named', { name: item.name })}
              data-tour="catalogue-add"
              style={{ flexShrink: 0 }}
            >
              {t('catalog.add')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
