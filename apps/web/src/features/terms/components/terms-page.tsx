import { Badge, Button, Center, Group, Loader, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useTerms, useTermsVersions } from '../api/get-terms';
import { TermsDocument } from './terms-document';

/** /terms-and-conditions: the terms in the interface language, with earlier versions to read. */
export function TermsPage() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const version = params.get('version');
  const terms = useTerms(version);
  const versions = useTermsVersions();
  const date = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'sv-SE', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  const day = (iso: string) => date.format(new Date(iso));
  const data = terms.data;

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" maw={760}>
        {t('terms.intro')}
      </Text>
      <Group align="flex-end" gap="md">
        <Select
          label={t('terms.version')}
          data={(versions.data ?? []).map((v) => ({
            value: v.version,
            label: t('terms.version_option', { version: v.version, date: day(v.published_at) }),
          }))}
          value={data?.version ?? version}
          onChange={(value) => setParams(value ? { version: value } : {}, { replace: true })}
          allowDeselect={false}
          w={360}
        />
        {data && (
          <Badge variant="light" c="bright" color={data.current ? 'green' : 'gray'} mb={6}>
            {data.current ? t('terms.current') : t('terms.older')}
          </Badge>
        )}
      </Group>
      {terms.isError && !data ? (
        <Group role="alert">
          <Text c="red">{t('terms.failed')}</Text>
          <Button variant="default" size="xs" onClick={() => void terms.refetch()}>
            {t('common.try_again')}
          </Button>
        </Group>
      ) : !data ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('terms.published', { date: day(data.published_at) })}
          </Text>
          <TermsDocument body={data.body} />
        </>
      )}
    </Stack>
  );
}
