import type { GenericRecord, ResourceDef } from '@portal/contracts/resources/define';
import type { ResourceText } from '../hooks/use-resource-text';

export interface DisplayContext {
  def: ResourceDef;
  text: ResourceText;
  language: string;
  yes: string;
  no: string;
}

/** A field's value as a person reads it (a cell, an export): labels, dates, percentages. */
export function displayValue(ctx: DisplayContext, record: GenericRecord, name: string): string {
  const field = ctx.def.fields[name];
  const value = record.data[name];
  if (!field || value === null || value === undefined || value === '') return '';
  switch (field.kind) {
    case 'boolean':
      return value ? ctx.yes : ctx.no;
    case 'select':
      return ctx.text.option(name, String(value));
    case 'reference':
      return record.references[name] ?? String(value);
    case 'percent':
      return `${new Intl.NumberFormat(ctx.language, { maximumFractionDigits: 2 }).format(Number(value))} %`;
    case 'number':
      return new Intl.NumberFormat(ctx.language).format(Number(value));
    case 'date':
      return new Intl.DateTimeFormat(ctx.language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${String(value)}T00:00:00Z`),
      );
    case 'tags':
      return (value as string[]).join(', ');
    default:
      return String(value);
  }
}

/** What names a row in a confirmation: its first text field's value, else its id. */
export function recordName(def: ResourceDef, record: GenericRecord): string {
  const first = Object.entries(def.fields).find(
    ([name, f]) => (f.kind === 'text' || f.kind === 'select') && record.data[name],
  );
  return first ? String(record.data[first[0]]) : String(record.id);
}
