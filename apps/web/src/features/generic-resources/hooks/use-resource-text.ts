import { fieldText, optionText, resourceText } from '@portal/contracts/resources/define';
import type { ResourceDef } from '@portal/contracts/resources/define';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface ResourceText {
  singular: string;
  plural: string;
  description: string;
  /** a field's label inside a message ("kod") */
  field: (name: string) => string;
  /** a field's label above its input or column ("Kod") */
  label: (name: string) => string;
  /** a select value's label: from i18n, or the country's name and code ("Malta (MT)") */
  option: (name: string, value: string) => string;
}

/**
 * A resource's words in the current language. A resource without texts (one added at run time)
 * shows its key and field names rather than i18n keys.
 */
export function useResourceText(def: ResourceDef): ResourceText {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const regions = new Intl.DisplayNames([language], { type: 'region' });
    const field = (name: string) => t(fieldText(def.key, name), { defaultValue: name });
    return {
      singular: t(resourceText(def.key, 'singular'), { defaultValue: def.key }),
      plural: t(resourceText(def.key, 'plural'), { defaultValue: def.key }),
      description: t(resourceText(def.key, 'description'), { defaultValue: '' }),
      field,
      label: (name) => capitalise(field(name)),
      option: (name, value) =>
        def.fields[name]?.optionLabels === 'region'
          ? `${regions.of(value) ?? value} (${value})`
          : t(optionText(def.key, name, value), { defaultValue: value }),
    };
  }, [def, t, language]);
}
