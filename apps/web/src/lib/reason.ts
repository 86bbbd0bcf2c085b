import { useTranslation } from 'react-i18next';

/** The engine's reason: a message key with parameters where it has one, else its text. */
export interface ReasonLike {
  text: string;
  key: string | null;
  params: Record<string, string | number> | null;
}

/** Words a reason in the reader's language; a key this version does not know shows the text. */
export function useReasonText() {
  const { t, i18n } = useTranslation();
  return (reason: ReasonLike) =>
    reason.key && i18n.exists(reason.key) ? t(reason.key, reason.params ?? {}) : reason.text;
}
