import { Alert, Group, Modal, NumberInput, Stack } from '@mantine/core';
import { FaqCategoryInput, type FaqCategory } from '@portal/contracts/schemas/faq';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSaveFaqCategory } from '../api/save-faq-category';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useFieldError } from '@/components/form/use-field-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

const FIELDS = ['name_sv', 'name_en', 'sort_order'] as const;

/** Create (category null) or rename a category; names in both languages, each unique. */
export function FaqCategoryFormModal({
  opened,
  category,
  onClose,
}: {
  opened: boolean;
  category: FaqCategory | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={category ? t('faq.categories.edit_title') : t('faq.categories.create_title')}
    >
      {opened && <CategoryForm key={category?.id ?? 'new'} category={category} onDone={onClose} />}
    </Modal>
  );
}

function CategoryForm({ category, onDone }: { category: FaqCategory | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveFaqCategory();
  const form = useZodForm(FaqCategoryInput, {
    name_sv: category?.name_sv ?? '',
    name_en: category?.name_en ?? '',
    sort_order: category?.sort_order ?? 0,
  });
  const sortError = useFieldError(form, 'sort_order');
  const [problem, setProblem] = useState<string | null>(null);
  const key = (name: string) => `faq.categories.${name}`;
  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    save.mutate(
      { id: category?.id ?? null, input },
      {
        onSuccess: () => {
          notifySuccess(t(key(category ? 'saved' : 'created')));
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
        <TextField form={form} name="name_sv" label={t(key('name_sv'))} withAsterisk />
        <TextField form={form} name="name_en" label={t(key('name_en'))} withAsterisk />
        <Controller
          control={form.control}
          name="sort_order"
          render={({ field }) => (
            <NumberInput
              label={t(key('sort_order'))}
              value={field.value ?? 0}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
              onBlur={field.onBlur}
              min={0}
              max={10_000}
              allowDecimal={false}
              error={sortError}
              w={160}
            />
          )}
        />
        <Group justify="flex-end">
          <SubmitButton loading={save.isPending}>{t('faq.form.save')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
