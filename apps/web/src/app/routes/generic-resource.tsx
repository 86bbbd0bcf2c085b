import { Stack } from '@mantine/core';
import { INDEX_KEY, resourceByKey } from '@portal/contracts/resources/registry';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { ResourceIndex } from '@/features/generic-resources/components/resource-index';
import {
  ResourcePage,
  UnknownResource,
} from '@/features/generic-resources/components/resource-page';

/** /generic-resource/index lists the resources; /generic-resource/{key} keeps one (ADR 027). */
export function Component() {
  const { t } = useTranslation();
  const { resource = '' } = useParams();
  if (resource === INDEX_KEY)
    return (
      <Stack gap="md">
        <PageTitle>{t('routes.generic-resource')}</PageTitle>
        <ResourceIndex />
      </Stack>
    );
  const def = resourceByKey(resource);
  return def ? <ResourcePage key={def.key} def={def} /> : <UnknownResource />;
}
