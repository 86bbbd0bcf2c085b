import type { TFunction } from 'i18next';

/**
 * An engine reason's text as a label, without its particulars: `{{rate}}` and the like become
 * an ellipsis ("Inget konto är kopplat för … % moms").
 */
export function reasonLabel(t: TFunction, code: string): string {
  const text = t(`engine.reason.${code}`, { interpolation: { skipOnVariables: true } });
  return String(text)
    .replace(/\{\{\s*\w+\s*\}\}/g, '…')
    .replace(/\s+/g, ' ')
    .trim();
}
