import { useTranslation } from 'react-i18next';

/** A payment provider's or shop's name as people know it ("klarna" → "Klarna"). */
export function useProviderName() {
  const { t, i18n } = useTranslation();
  return (source: string) =>
    i18n.exists(`reconciliation.providers.${source}`)
      ? t(`reconciliation.providers.${source}`)
      : source;
}
