import { Typography, type TypographyProps } from '@mantine/core';

/**
 * Shows rich text the server stored. The server sanitizes every rich text before it stores it
 * (apps/server/src/http/rich-text.ts, an allowlist of tags and attributes), so only that HTML is
 * ever given to this component; nothing a user typed reaches the page unsanitized.
 */
export function RichTextView({
  html,
  ...rest
}: { html: string } & Omit<TypographyProps, 'children'>) {
  return (
    <Typography {...rest}>
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </Typography>
  );
}
