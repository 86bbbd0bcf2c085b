import { Alert, Anchor, Stack, Text } from '@mantine/core';
import type { ResourceDef } from '@portal/contracts/resources/define';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useResourceText } from '../hooks/use-resource-text';
import { RecordsTable } from './records-table';
import { PageTitle } from '@/components/page-title';

const INDEX_PATH = '/generic-resource/index';

function BackToIndex() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={INDEX_PATH} size="sm">
      <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} />{' '}
      {t('generic_resources.back')}
    </Anchor>
  );
}

/** One resource: its name, what it is for, and its table. */
export function ResourcePage({ def }: { def: ResourceDef }) {
  const { t } = useTranslation();
  const text = useResourceText(def);
  return (
    <Stack gap="xs">
      <BackToIndex />
      <PageTitle>{text.plural}</PageTitle>
      {text.description && (
        <Text size="sm" c="dimmed" maw={760} mt={-12}>
          {text.description}
        </Text>
      )}
      {def.readOnly && <Text size="sm">{t('generic_resources.read_only_hint')}</Text>}
      <RecordsTable def={def} text={text} />
    </Stack>
  );
}

/** An address naming no resource: the route's own title, why, and the way to the index. */
export function UnknownResource() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.generic-resource')}</PageTitle>
      <Alert color="yellow" variant="light">
        {t('generic_resources.errors.unknown')}
      </Alert>
      <BackToIndex />
    </Stack>
  );
}
