import {
  Alert,
  Button,
  Code,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { EntryPoint, RuleTestResult } from '@portal/contracts/schemas/rules';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuleDocuments } from '../api/rule-versions';
import { useTryCustomRule } from '../api/try-custom-rule';
import type { CustomRuleForm } from './custom-rule-form';
import { MONOSPACE } from './monospace';
import { sampleJson } from './sample-inputs';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { setFieldValue } from '@/lib/form';

function RunResult({ result, before }: { result: RuleTestResult; before: unknown }) {
  const { t, i18n } = useTranslation();
  const ms = new Intl.NumberFormat(i18n.language).format(result.ms);
  return (
    <Stack gap="xs" aria-live="polite">
      {result.ok ? (
        <Alert color="green" variant="light" title={t('rules.try.passed', { ms })}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('rules.try.before')}
              </Text>
              <Code block data-testid="rule-input">
                {JSON.stringify(before, null, 2)}
              </Code>
            </Stack>
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('rules.try.after')}
              </Text>
              <Code block data-testid="rule-output">
                {JSON.stringify(result.output, null, 2)}
              </Code>
            </Stack>
          </SimpleGrid>
        </Alert>
      ) : (
        <Alert color="red" variant="light" role="alert" title={t('rules.try.failed')}>
          {result.reason}
        </Alert>
      )}
      <Text size="sm" fw={500}>
        {t('rules.try.logs')}
      </Text>
      {result.logs.length > 0 ? (
        <Code block>{result.logs.join('\n')}</Code>
      ) : (
        <Text size="sm" c="dimmed">
          {t('rules.try.no_logs')}
        </Text>
      )}
    </Stack>
  );
}

/** "Try it": runs the code in the form on sample JSON and shows the output or why it failed. */
export function TryRulePanel({ form, opened }: { form: CustomRuleForm; opened: boolean }) {
  const { t } = useTranslation();
  const run = useTryCustomRule();
  const [input, setInput] = useState(() => sampleJson(form.getValues('entry_point')));
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<unknown>(null);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const documents = useRuleDocuments(debounced);
  const { reset } = run;
  useEffect(() => {
    if (!opened) return;
    setInput(sampleJson(form.getValues('entry_point')));
    setProblem(null);
    reset();
  }, [opened, form, reset]);

  const onRun = () => {
    setProblem(null);
    let data: unknown;
    try {
      data = JSON.parse(input);
    } catch {
      setProblem(t('rules.try.invalid_json'));
      return;
    }
    const { code, entry_point } = form.getValues();
    setSent(data);
    run.mutate(
      { code, entry_point: entry_point as EntryPoint, input: data },
      { onError: (error) => setProblem(applyServerErrors(form, error, ['code', 'entry_point'])) },
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          {t('rules.try.title')}
        </Title>
        <Select
          label={t('rules.try.real_element')}
          description={t('rules.try.real_element_hint')}
          searchable
          clearable
          filter={({ options }) => options}
          nothingFoundMessage={t('rules.try.no_documents')}
          onSearchChange={setSearch}
          data={(documents.data ?? []).map((d) => ({
            value: String(d.id),
            label: t('rules.try.document_label', {
              reference: d.reference,
              company: d.company,
              description: d.description,
            }),
          }))}
          onChange={(value) => {
            const chosen = documents.data?.find((d) => String(d.id) === value);
            if (!chosen) return;
            setInput(JSON.stringify(chosen.data, null, 2));
            setFieldValue(form, 'entry_point', chosen.entry_point);
          }}
        />
        <Textarea
          label={t('rules.try.input')}
          description={t('rules.try.input_hint')}
          value={input}
          onChange={(event) => setInput(event.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={12}
          spellCheck={false}
          styles={MONOSPACE}
          error={problem ?? undefined}
        />
        <Group>
          <Button
            variant="default"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            loading={run.isPending}
            onClick={onRun}
          >
            {t('rules.try.run')}
          </Button>
        </Group>
        {run.data && <RunResult result={run.data} before={sent} />}
      </Stack>
    </Paper>
  );
}
