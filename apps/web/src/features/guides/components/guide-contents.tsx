import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { GuideHeading } from '../utils/outline';
import classes from './guide-reader.module.css';

/** The guide's table of contents: a link to each of its sections. */
export function GuideContents({ headings }: { headings: GuideHeading[] }) {
  const { t } = useTranslation();
  if (headings.length === 0) return null;
  return (
    <nav aria-labelledby="guide-contents" className={classes.toc}>
      <Text id="guide-contents" fw={600} size="sm" mb="xs">
        {t('guides.contents')}
      </Text>
      <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
        {headings.map((heading) => (
          <li key={heading.id} style={{ paddingLeft: heading.level === 3 ? 12 : 0 }}>
            <Anchor href={`#${heading.id}`} size="sm">
              {heading.text}
            </Anchor>
          </li>
        ))}
      </Stack>
    </nav>
  );
}
