import { SegmentedControl, VisuallyHidden } from '@mantine/core';
import { LOCALES, type AppLocale } from '@portal/contracts/i18n/resources';
import { useTranslation } from 'react-i18next';
import { currentLocale, setLocale } from '@/lib/i18n';

/** sv/en switch; the choice is stored in localStorage 'locale'. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('common.language')}
      value={currentLocale()}
      onChange={(value) => void setLocale(value as AppLocale)}
      data={LOCALES.map((locale) => ({
        value: locale,
        label: (
          <>
            <span aria-hidden>{locale.toUpperCase()}</span>
            <VisuallyHidden lang={locale}>{t(`common.languages.${locale}`)}</VisuallyHidden>
          </>
        ),
      }))}
    />
  );
}
