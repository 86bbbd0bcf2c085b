import { Stack, Text, Title } from '@mantine/core';

/** The terms' plain text: `## ` starts a heading, every other line is a paragraph. */
export function TermsDocument({ body }: { body: string }) {
  const blocks = body
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return (
    <Stack gap="sm" maw={760} data-testid="terms-body">
      {blocks.map((block, i) =>
        block.startsWith('## ') ? (
          <Title key={i} order={2} size="h4" mt="md">
            {block.slice(3)}
          </Title>
        ) : (
          <Text key={i}>{block}</Text>
        ),
      )}
    </Stack>
  );
}
