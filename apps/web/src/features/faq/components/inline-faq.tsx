import { Accordion, Stack, Text, Title } from '@mantine/core';
import { reasonCodeOf, type FaqEntry } from '@portal/contracts/schemas/faq';
import { useTranslation } from 'react-i18next';
import { useFaqForReasons } from '../api/get-faq-for-reasons';
import { useProblemReasons } from '../api/get-problem-reasons';
import { RichTextView } from '@/components/rich-text/rich-text-view';
import { useCan } from '@/stores/session-store';

/** The best answer to a reason: the app's own, else a general one. */
export function answerFor(
  items: FaqEntry[],
  code: string | null,
  app?: string,
): FaqEntry | undefined {
  if (!code) return undefined;
  const answering = items.filter((item) => item.reason_codes.includes(code));
  return answering.find((item) => item.app === app) ?? answering.find((item) => item.app === null);
}

function AnswerAccordion({ items }: { items: FaqEntry[] }) {
  const { t } = useTranslation();
  return (
    <Accordion variant="contained" chevronPosition="left">
      {items.map((item) => (
        <Accordion.Item key={item.id} value={String(item.id)}>
          <Accordion.Control aria-label={t('faq.inline.show', { question: item.question })}>
            <Text size="sm">{item.question}</Text>
          </Accordion.Control>
          <Accordion.Panel>
            <RichTextView html={item.answer} fz="sm" />
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}

/**
 * Under a sync entry's reason: the FAQ's answer to it, collapsed. `answers` come from one
 * request for the whole page of entries (`useReasonAnswers`).
 */
export function ReasonAnswer({
  answers,
  reasonKey,
  app,
}: {
  answers: FaqEntry[];
  reasonKey: string | null;
  app?: string;
}) {
  const answer = answerFor(answers, reasonCodeOf(reasonKey), app);
  if (!answer) return null;
  return <AnswerAccordion items={[answer]} />;
}

/** The answers for the reasons of a page of sync entries, for callers allowed the FAQ. */
export function useReasonAnswers(reasonKeys: (string | null)[]): FaqEntry[] {
  const allowed = useCan('view:faq');
  const codes = allowed
    ? reasonKeys.map(reasonCodeOf).filter((code): code is string => code !== null)
    : [];
  return useFaqForReasons(codes).data ?? [];
}

/** App settings: "Answers to your current problems", for the reasons of its troubled entries. */
export function CurrentProblemsFaq({
  subscriptionId,
  app,
}: {
  subscriptionId: number;
  app: string;
}) {
  const { t } = useTranslation();
  const allowed = useCan('view:faq');
  const reasons = useProblemReasons(subscriptionId, allowed);
  const codes = (reasons.data ?? [])
    .map(reasonCodeOf)
    .filter((code): code is string => code !== null);
  const answers = useFaqForReasons(codes, app).data ?? [];
  const shown = [...new Set(codes)]
    .map((code) => answerFor(answers, code, app))
    .filter((item): item is FaqEntry => item !== undefined)
    .filter((item, i, all) => all.findIndex((other) => other.id === item.id) === i);
  if (!shown.length) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('faq.inline.current_problems')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('faq.inline.current_problems_intro')}
      </Text>
      <AnswerAccordion items={shown} />
    </Stack>
  );
}
