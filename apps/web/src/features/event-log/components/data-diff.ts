export interface FieldChange {
  key: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/** Every key of either side, in a stable order, with whether its value differs. */
export function diffData(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])].sort();
  return keys.map((key) => {
    const from = before?.[key];
    const to = after?.[key];
    return { key, before: from, after: to, changed: JSON.stringify(from) !== JSON.stringify(to) };
  });
}

/** A value as readable text: strings as they are, everything else as indented JSON. */
export function formatValue(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}
