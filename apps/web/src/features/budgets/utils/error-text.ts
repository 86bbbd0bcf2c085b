import { describeError } from '@/lib/describe-error';

/** A refused save or import as one line to show beside what was refused. */
export function errorText(error: unknown): string | null {
  const described = describeError(error);
  if (!described) return null;
  return described.kind === 'text'
    ? described.text
    : described.fields.flatMap((field) => field.messages).join(' ');
}
