import { Alert, Group, Modal, MultiSelect, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  FAQ_LOCALES,
  FAQ_REASON_CODES,
  FaqItemForm,
  type FaqEntry,
  type FaqLocale,
} from '@portal/contracts/schemas/faq';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFaqApps } from '../api/get-faq-apps';
import { useFaqCategories } from '../api/get-faq-categories';
import { useSaveFaqItem } from '../api/save-faq-item';
import { reasonLabel } from './reason-label';
import { NullableSelectField } from '@/components/form/nullable-select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SwitchField } from '@/components/form/switch-field';
import { useFieldError } from '@/components/form/use-field-error';
import { TextField } from '@/components/form/text-field';
import { RichTextField } from '@/components/rich-text/rich-text-field';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

const FIELDS = [
  'question',
  'answer',
  'category',
  'app',
  'locale',
  'reason_codes',
  'is_hidden',
  'visible_for_customer_only',
] as const;

/** Create (item null) or edit an FAQ item; answering a question sent in is editing it. */
export function FaqItemFormModal({
  opened,
  item,
  locale,
  onClose,
}: {
  opened: boolean;
  item: FaqEntry | null;
  /** the language a new item is written in */
  locale: FaqLocale;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={item ? t('faq.form.edit_title') : t('faq.form.create_title')}
    >
      {opened && <ItemForm key={item?.id ?? 'new'} item={item} locale={locale} onDone={onClose} />}
    </Modal>
  );
}

function valuesOf(item: FaqEntry | null, locale: FaqLocale): FaqItemForm {
  return {
    question: item?.question ?? '',
    answer: item?.answer ?? '',
    category: item?.category ?? null,
    app: item?.app ?? null,
    locale: item?.locale ?? locale,
    reason_codes: (item?.reason_codes ?? []) as FaqItemForm['reason_codes'],
    // a question sent in is answered and shown in one go
    is_hidden: item ? item.is_hidden && !item.unanswered : false,
    visible_for_customer_only: item?.visible_for_customer_only ?? false,
  };
}

function ItemForm({
  item,
  locale,
  onDone,
}: {
  item: FaqEntry | null;
  locale: FaqLocale;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveFaqItem();
  const categories = useFaqCategories();
  const apps = useFaqApps();
  const form = useZodForm(FaqItemForm, valuesOf(item, locale));
  const [problem, setProblem] = useState<string | null>(null);
  const reasonsError = useFieldError(form, 'reason_codes');
  const key = (name: string) => `faq.form.${name}`;

  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    save.mutate(
      { id: item?.id ?? null, input },
      {
        onSuccess: () => {
          notifySuccess(item ? t('faq.saved') : t('faq.created'));
          onDone();
        },
        onError: (error) => setProblem(applyServerErrors(form, error, FIELDS)),
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {item?.unanswered && (
          <Text size="sm" c="dimmed">
            {t('faq.asked_by', { name: item.customer_name, email: item.customer_email })}
          </Text>
        )}
        <TextField form={form} name="question" label={t(key('question'))} withAsterisk />
        <RichTextField form={form} name="answer" label={t(key('answer'))} />
        <Group grow align="flex-start">
          <NullableSelectField
            form={form}
            name="category"
            label={t(key('category'))}
            noneLabel={t(key('no_category'))}
            options={(categories.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
          <NullableSelectField
            form={form}
            name="app"
            label={t(key('app'))}
            noneLabel={t(key('app_general'))}
            options={apps.data ?? []}
          />
        </Group>
        <Controller
          control={form.control}
          name="locale"
          render={({ field }) => (
            <Stack gap={4}>
              <Text size="sm" fw={500} id="faq-form-locale">
                {t(key('locale'))}
              </Text>
              <SegmentedControl
                aria-labelledby="faq-form-locale"
                value={field.value}
                onChange={field.onChange}
                data={FAQ_LOCALES.map((value) => ({
                  value,
                  label: t(`common.languages.${value}`),
                }))}
                style={{ alignSelf: 'flex-start' }}
              />
            </Stack>
          )}
        />
        <Controller
          control={form.control}
          name="reason_codes"
          render={({ field }) => (
            <MultiSelect
              label={t(key('reason_codes'))}
              description={t(key('reason_codes_hint'))}
              value={field.value as string[]}
              onChange={field.onChange}
              onBlur={field.onBlur}
              searchable
              clearable
              data={FAQ_REASON_CODES.map((code) => ({ value: code, label: reasonLabel(t, code) }))}
              error={reasonsError}
            />
          )}
        />
        <SwitchField
          form={form}
          name="is_hidden"
          label={t(key('is_hidden'))}
          description={t(key('is_hidden_hint'))}
        />
        <SwitchField
          form={form}
          name="visible_for_customer_only"
          label={t(key('customer_only'))}
          description={t(key('customer_only_hint'))}
        />
        <Group justify="flex-end">
          <SubmitButton loading={save.isPending}>{t(key('save'))}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
