import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LanguageSettings, useUpdateUser } from '../api/update-user';
import { ProfileSection } from './profile-section';
import { SelectField } from '@/components/form/select-field';
import { useZodForm } from '@/lib/form';
import { currentLocale, setLocale } from '@/lib/i18n';
import { notifySuccess } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { SubmitButton } from '@/components/form/submit-button';

/** Preferred language: stored on the user (e-mails) and applied to the interface. */
export function LanguageForm() {
  const { t } = useTranslation();
  const locale = useSessionStore((s) => s.userFullData?.locale ?? currentLocale());
  const update = useUpdateUser();
  const form = useZodForm(LanguageSettings, { locale });
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        void setLocale(values.locale);
        notifySuccess(t('common.settings_saved', { lng: values.locale }));
      },
    }),
  );
  return (
    <ProfileSection
      id="language-title"
      title={t('profile.language.title')}
      hint={t('profile.language.hint')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <SelectField
            form={form}
            name="locale"
            allowDeselect={false}
            data={[
              { value: 'sv', label: t('common.languages.sv') },
              { value: 'en', label: t('common.languages.en') },
            ]}
          />
          <Group justify="flex-end">
            <SubmitButton loading={update.isPending}>{t('profile.language.save')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </ProfileSection>
  );
}
