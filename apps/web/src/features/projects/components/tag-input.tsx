import { TagsInput } from '@mantine/core';
import { TAG_MAX_LENGTH, TAGS_MAX } from '@portal/contracts/schemas/projects';
import { useTranslation } from 'react-i18next';

/** Tags are registered with Enter or Space (SPEC §5); a comma or a paste of several splits too. */
export const TAG_SPLIT_CHARS = [' ', ','];

export function TagInput({
  value,
  onChange,
  onBlur,
  error,
  suggestions = [],
}: {
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur?: () => void;
  error?: string;
  suggestions?: string[];
}) {
  const { t } = useTranslation();
  return (
    <TagsInput
      label={t('fields.tags')}
      description={t('projects.tags_hint', { max: TAGS_MAX })}
      value={value}
      onChange={(tags) =>
        onChange(tags.map((tag) => tag.trim().slice(0, TAG_MAX_LENGTH)).filter(Boolean))
      }
      onBlur={onBlur}
      splitChars={TAG_SPLIT_CHARS}
      maxTags={TAGS_MAX}
      data={suggestions}
      clearable
      acceptValueOnBlur
      error={error}
      clearButtonProps={{ 'aria-label': t('projects.tags_clear') }}
    />
  );
}
