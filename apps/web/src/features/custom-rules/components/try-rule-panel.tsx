import { Alert, Button, Code, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import type { EntryPoint, RuleTestResult } from '@portal/contracts/schemas/rules';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTryCustomRule } from '../api/try-custom-rule';
import type { CustomRuleForm } from './custom-rule-form';
import { MONOSPACE } from './monospace';
import { sampleJson } from './sample-inputs';
import { applyServerErrors } from '@/lib/apply-server-errors';

function RunResult({ result }: { result: RuleTestResult }) {
  const { t, i18n } = useTranslation();
  const ms = new Intl.NumberFormat(i18n.language).format(result.ms);
  return (
    <Stack gap="xs" aria-live="polite">
      {result.ok ? (
        <Alert color="green" variant="light" title={t('rules.try.passed', { ms })}>
          <Text size="sm" fw={500}>
            {t('rules.try.output')}
          </Text>
          <Code block data-testid="rule-output">
            {JSON.stringify(result.output, null, 2)}
          </Code>
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
        {run.data && <RunResult result={run.data} />}
      </Stack>
    </Paper>
  );
}
