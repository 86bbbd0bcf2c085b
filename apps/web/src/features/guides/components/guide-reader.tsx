import { Anchor, Badge, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { Guide } from '@portal/contracts/schemas/guides';
import { IconArrowLeft, IconLanguage, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useGuide } from '../api/get-guide';
import { useGuideApps } from '../api/get-guide-apps';
import { outlineOf } from '../utils/outline';
import { AppLogo } from './app-logo';
import { DeleteGuideModal } from './delete-guide-modal';
import { GuideContents } from './guide-contents';
import { GuideFormModal } from './guide-form-modal';
import classes from './guide-reader.module.css';
import { ListState } from '@/components/list-state';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { isApiError } from '@/lib/api-error';
import { useCan } from '@/stores/session-store';

/** One guide (`/guides?guide=<id>`): its sections, body and the other language's version. */
export function GuideReader({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useGuide(id);
  const missing = isApiError(query.error) && query.error.response?.status === 404;
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/guides" size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t('guides.back')}
        </Group>
      </Anchor>
      {missing ? (
        <Text role="alert">{t('guides.not_found')}</Text>
      ) : (
        <ListState
          loading={query.isPending}
          failed={query.isError && !query.data}
          onRetry={() => void query.refetch()}
          empty={false}
          emptyText=""
        >
          {query.data && <GuideArticle guide={query.data} />}
        </ListState>
      )}
    </Stack>
  );
}

function GuideArticle({ guide }: { guide: Guide }) {
  const { t, i18n } = useTranslation();
  const staff = useCan('manage:guides');
  const apps = useGuideApps().data ?? [];
  const app = apps.find((a) => a.slug === guide.app);
  const { html, headings } = useMemo(() => outlineOf(guide.body), [guide.body]);
  const [editing, setEditing] = useState<'edit' | 'translate' | null>(null);
  const [deleting, setDeleting] = useState(false);
  const other = guide.translation;
  const updated = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(
    new Date(guide.updated_at),
  );

  return (
    <Grid gap="xl" component="article" lang={guide.locale}>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="md">
          <Title order={2}>{guide.title}</Title>
          <Group gap="xs">
            {guide.app && (
              <Badge variant="light" color="gray" leftSection={<AppLogo app={app} size={14} />}>
                {app?.name ?? guide.app}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {t('guides.updated', { date: updated })}
            </Text>
            {staff && !guide.published && (
              <Badge variant="light" color="yellow">
                {t('guides.draft')}
              </Badge>
            )}
          </Group>
          <Group gap="xs">
            {other && (
              <Button
                component={Link}
                to={`?guide=${other.id}`}
                variant="light"
                size="xs"
                lang={other.locale}
                leftSection={<IconLanguage size={16} aria-hidden />}
              >
                {t(`guides.read_in.${other.locale}`, { lng: other.locale })}
              </Button>
            )}
            {staff && (
              <>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconPencil size={16} aria-hidden />}
                  onClick={() => setEditing('edit')}
                >
                  {t('guides.edit')}
                </Button>
                {!other && (
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconPlus size={16} aria-hidden />}
                    onClick={() => setEditing('translate')}
                  >
                    {t(`guides.add_translation.${guide.locale === 'sv' ? 'en' : 'sv'}`)}
                  </Button>
                )}
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setDeleting(true)}
                >
                  {t('guides.delete')}
                </Button>
              </>
            )}
          </Group>
          {guide.summary && (
            <Text size="lg" c="dimmed">
              {guide.summary}
            </Text>
          )}
          <RichTextView html={html} className={classes.body} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }} order={{ base: -1, md: 1 }}>
        <GuideContents headings={headings} />
      </Grid.Col>
      {staff && (
        <>
          <GuideFormModal
            opened={editing !== null}
            guide={editing === 'edit' ? guide : null}
            translationOf={editing === 'translate' ? guide : null}
            onClose={() => setEditing(null)}
          />
          <DeleteGuideModal guide={deleting ? guide : null} onClose={() => setDeleting(false)} />
        </>
      )}
    </Grid>
  );
}
