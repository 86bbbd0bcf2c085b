import {
  DEFAULT_LOCALE,
  LOCALES,
  sharedResources,
  type AppLocale,
} from '@portal/contracts/i18n/resources';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { STORAGE_KEYS, readItem, writeItem } from './storage';

const NAMESPACES = Object.keys(sharedResources.sv);

export function storedLocale(): AppLocale {
  const value = readItem(STORAGE_KEYS.locale);
  return (LOCALES as readonly string[]).includes(value ?? '')
    ? (value as AppLocale)
    : DEFAULT_LOCALE;
}

// Keys read `namespace.key` (e.g. `routes.dashboard`), as in the contracts' translate().
void i18n.use(initReactI18next).init({
  resources: sharedResources,
  lng: storedLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: NAMESPACES,
  defaultNS: 'common',
  nsSeparator: '.',
  keySeparator: '.',
  interpolation: { escapeValue: false },
  initAsync: false,
  react: { useSuspense: false },
});

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;

export function currentLocale(): AppLocale {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return lng === 'en' ? 'en' : 'sv';
}

/** Changes the interface language, stores it under 'locale' and sets `<html lang>`. */
export async function setLocale(locale: AppLocale): Promise<void> {
  writeItem(STORAGE_KEYS.locale, locale);
  await i18n.changeLanguage(locale);
  document.documentElement.lang = locale;
}

/** Capitalised field label for form inputs (`fields.<name>` is worded for use inside messages). */
export function fieldLabel(name: string): string {
  const text = i18n.t(`fields.${name}`);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export { i18n };
