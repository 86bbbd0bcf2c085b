import { Alert, List } from '@mantine/core';
import type { StatementNote } from '@portal/contracts/schemas/financial-reports';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StatementFormat } from '../utils/format';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What the statement cannot show, or shows with a caveat, in the reader's words. */
export function StatementNotes({
  notes,
  format,
}: {
  notes: StatementNote[];
  format: StatementFormat;
}) {
  const { t } = useTranslation();
  if (!notes.length) return null;
  const worded = (note: StatementNote) => {
    const params: Record<string, string | number> = {};
    for (const [name, value] of Object.entries(note.params)) {
      if (name === 'difference') params[name] = format.amount(String(value));
      else params[name] = typeof value === 'string' && DAY.test(value) ? format.day(value) : value;
    }
    return t(note.key, params);
  };
  return (
    <Alert color="yellow" icon={<IconInfoCircle aria-hidden />} data-testid="statement-notes">
      {notes.length === 1 ? (
        worded(notes[0]!)
      ) : (
        <List size="sm">
          {notes.map((note) => (
            <List.Item key={note.key}>{worded(note)}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
