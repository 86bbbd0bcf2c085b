import { Alert, Group, Modal, MultiSelect, Stack, Textarea } from '@mantine/core';
import { roleLabelKey } from '@portal/contracts/roles';
import {
  GUIDE_AUDIENCE,
  GUIDE_LOCALES,
  GUIDE_SUMMARY_MAX,
  GuideForm,
  type Guide,
  type GuideLocale,
} from '@portal/contracts/schemas/guides';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useGuideApps } from '../api/get-guide-apps';
import { useSaveGuide } from '../api/save-guide';
import { uploadGuideImage } from '../api/upload-guide-image';
import { NullableSelectField } from '@/components/form/nullable-select-field';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { RichTextField } from '@/components/rich-text/rich-text-field';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { describeError } from '@/lib/describe-error';
import { useErrorText, useZodForm } from '@/lib/form';
import { notify, notifySuccess } from '@/lib/toast';

const FIELDS = ['title', 'summary', 'body', 'app', 'roles', 'published', 'locale'] as const;

/**
 * In-house staff write a guide (guide null), change one, or write its other language's version
 * (`translationOf`: the new guide takes its slug, app and audience).
 */
export function GuideFormModal({
  opened,
  guide,
  translationOf = null,
  onClose,
}: {
  opened: boolean;
  guide: Guide | null;
  translationOf?: Guide | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const other = translationOf && otherLocale(translationOf.locale);
  const title = guide
    ? t('guides.edit_title')
    : other
      ? t('guides.translation_title', { language: t(`guides.languages.${other}`) })
      : t('guides.create');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={title}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {opened && (
        <GuideFormBody
          key={guide?.id ?? `new-${translationOf?.id ?? ''}`}
          guide={guide}
          translationOf={translationOf}
          onDone={onClose}
        />
      )}
    </Modal>
  );
}

const otherLocale = (locale: GuideLocale): GuideLocale => (locale === 'sv' ? 'en' : 'sv');

function defaultsOf(guide: Guide | null, translationOf: Guide | null, locale: GuideLocale) {
  const from = guide ?? translationOf;
  return {
    title: guide?.title ?? '',
    summary: guide?.summary ?? '',
    body: guide?.body ?? '',
    app: from?.app ?? null,
    roles: from?.roles ?? [],
    published: guide?.published ?? true,
    locale: guide?.locale ?? (translationOf ? otherLocale(translationOf.locale) : locale),
  };
}

function GuideFormBody({
  guide,
  translationOf,
  onDone,
}: {
  guide: Guide | null;
  translationOf: Guide | null;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const save = useSaveGuide();
  const apps = useGuideApps().data ?? [];
  const [, setParams] = useSearchParams();
  const form = useZodForm(
    GuideForm,
    defaultsOf(guide, translationOf, i18n.language === 'en' ? 'en' : 'sv'),
  );
  const errorText = useErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const key = (name: string) => `guides.form.${name}`;

  const onSubmit = form.handleSubmit((values) => {
    setProblem(null);
    const input = translationOf ? { ...values, translation_of: translationOf.id } : values;
    save.mutate(
      { id: guide?.id ?? null, input },
      {
        onSuccess: (saved) => {
          notifySuccess(t(guide ? 'guides.saved' : 'guides.created'));
          onDone();
          setParams({ guide: String(saved.id) });
        },
        onError: (error) => setProblem(applyServerErrors(form, error, FIELDS)),
      },
    );
  });

  const uploadImage = async (file: File) => {
    try {
      return await uploadGuideImage(file);
    } catch (error) {
      const described = describeError(error);
      notify(
        described?.kind === 'text' ? described.text : t('guides.errors.upload_failed'),
        'error',
      );
      throw error;
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {!guide && !translationOf && (
          <SelectField
            form={form}
            name="locale"
            label={t(key('locale'))}
            allowDeselect={false}
            withAsterisk
            data={GUIDE_LOCALES.map((locale) => ({
              value: locale,
              label: t(`guides.languages.${locale}`),
            }))}
          />
        )}
        <TextField form={form} name="title" label={t(key('title'))} withAsterisk />
        <Textarea
          {...form.register('summary')}
          label={t(key('summary'))}
          description={t(key('summary_hint'), { max: GUIDE_SUMMARY_MAX })}
          autosize
          minRows={2}
          maxRows={5}
          error={errorText(form.formState.errors.summary, 'summary', t(key('summary')))}
        />
        <Group grow align="flex-start">
          <NullableSelectField
            form={form}
            name="app"
            label={t(key('app'))}
            noneLabel={t(key('no_app'))}
            options={apps.map((app) => ({ value: app.slug, label: app.name }))}
          />
          <Controller
            control={form.control}
            name="roles"
            render={({ field }) => (
              <MultiSelect
                ref={field.ref}
                label={t(key('roles'))}
                description={t(key('roles_hint'))}
                data={GUIDE_AUDIENCE.map((role) => ({ value: role, label: t(roleLabelKey(role)) }))}
                value={field.value ?? []}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={errorText(form.formState.errors.roles, 'roles', t(key('roles')))}
              />
            )}
          />
        </Group>
        <RichTextField
          form={form}
          name="body"
          label={t(key('body'))}
          description={t(key('body_hint'))}
          required
          onUploadImage={uploadImage}
        />
        <SwitchField
          form={form}
          name="published"
          label={t(key('published'))}
          description={t(key('published_hint'))}
        />
        <Group justify="flex-end">
          <SubmitButton loading={save.isPending}>
            {t(guide ? key('save') : key('create'))}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
