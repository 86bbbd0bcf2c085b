import { describe, expect, it } from 'vitest';
import { LOCALES, translate } from '../i18n/resources';
import { sharedResources } from '../i18n/resources';
import {
  createSchema,
  defineResource,
  fieldText,
  listQuerySchema,
  optionText,
  patchSchema,
  readData,
  resourceText,
} from '../resources/define';
import { date, number, percent, select, tags, text } from '../resources/fields';
import { INDEX_KEY, registerResource, resourceProblems, resources } from '../resources/registry';
import { issueMessage } from '../validation';

/** `translate` answers the key itself when a text is missing. */
const has = (locale: (typeof LOCALES)[number], key: string) => {
  const text = translate(locale, key);
  return text !== key && text.trim().length > 0;
};

const firstMessage = (schema: { safeParse(v: unknown): unknown }, value: unknown) => {
  const result = schema.safeParse(value) as {
    success: boolean;
    error?: { issues: Parameters<typeof issueMessage>[0][] };
  };
  return result.success ? null : issueMessage(result.error!.issues[0]!).key;
};

describe('the resource registry', () => {
  it('has fourteen resources with unique kebab-case keys, none of them the index', () => {
    const keys = resources().map((r) => r.key);
    expect(keys).toHaveLength(14);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain(INDEX_KEY);
    expect(keys).toContain('catalogue');
  });

  it('names only its own fields in columns, search, sort, filters, default sort and unique sets', () => {
    for (const def of resources()) expect(resourceProblems(def), def.key).toEqual([]);
  });

  it('words every resource, field and option in Swedish and English', () => {
    const missing: string[] = [];
    for (const def of resources()) {
      const keys = [
        resourceText(def.key, 'singular'),
        resourceText(def.key, 'plural'),
        resourceText(def.key, 'description'),
      ];
      for (const [name, field] of Object.entries(def.fields)) {
        keys.push(fieldText(def.key, name));
        if (field.optionLabels === 'i18n')
          for (const value of field.options ?? []) keys.push(optionText(def.key, name, value));
      }
      for (const locale of LOCALES)
        for (const key of keys) if (!has(locale, key)) missing.push(`${locale} ${key}`);
    }
    expect(missing).toEqual([]);
  });

  it('keeps no texts for resources or fields the registry does not have', () => {
    for (const locale of LOCALES) {
      const texts = sharedResources[locale].generic_resources.resources;
      for (const [key, entry] of Object.entries(texts)) {
        const def = resources().find((r) => r.key === key);
        expect(def, `${locale} ${key}`).toBeDefined();
        expect(Object.keys(entry.fields).sort()).toEqual(Object.keys(def!.fields).sort());
      }
    }
  });

  it('refuses a resource whose key is taken or bad, or whose lists name no field', () => {
    const fields = { name: text({ required: true }) };
    expect(() => registerResource(defineResource({ key: 'cost-centers', fields }))).toThrow(
      /exists/,
    );
    expect(() => registerResource(defineResource({ key: INDEX_KEY, fields }))).toThrow(/bad key/);
    expect(() => registerResource(defineResource({ key: 'Bad_Key', fields }))).toThrow(/bad key/);
    expect(() =>
      registerResource(defineResource({ key: 'typo-list', fields, sort: ['nmae' as 'name'] })),
    ).toThrow(/no field nmae/);
    expect(() =>
      registerResource(defineResource({ key: 'text-filter', fields, filters: ['name'] })),
    ).toThrow(/cannot filter/);
  });
});

describe("a resource's schemas", () => {
  const def = defineResource({
    key: 'sample',
    fields: {
      code: text({ required: true, max: 6, pattern: /^[A-Z0-9]+$/ }),
      rate: percent({ required: true }),
      days: number({ min: 0, max: 365 }),
      kind: select(['a', 'b'] as const, { required: true }),
      from: date(),
      words: tags({ max: 2 }),
      email: text({ format: 'email' }),
    },
    sort: ['code'],
    filters: ['kind'],
  });
  const create = createSchema(def);

  it('takes a row with only the required fields, and words each refusal by SPEC §5', () => {
    expect(create.safeParse({ code: 'K1', rate: 25, kind: 'a' }).success).toBe(true);
    expect(firstMessage(create, { rate: 25, kind: 'a' })).toBe('validation.required');
    expect(firstMessage(create, { code: '  ', rate: 25, kind: 'a' })).toBe('validation.required');
    expect(firstMessage(create, { code: 'K1234567', rate: 25, kind: 'a' })).toBe('validation.max');
    expect(firstMessage(create, { code: 'k-1', rate: 25, kind: 'a' })).toBe('validation.format');
    expect(firstMessage(create, { code: 'K1', rate: 100.5, kind: 'a' })).toBe(
      'validation.number_max',
    );
    expect(firstMessage(create, { code: 'K1', rate: 5.555, kind: 'a' })).toBe('validation.format');
    const row = { code: 'K1', rate: 25, kind: 'a' };
    expect(firstMessage(create, { ...row, days: 1.5 })).toBe('validation.integer');
    expect(firstMessage(create, { ...row, days: -1 })).toBe('validation.number_min');
    expect(firstMessage(create, { ...row, kind: 'c' })).toBe('validation.invalid');
    expect(firstMessage(create, { ...row, from: '2026-02-30' })).toBe('validation.date');
    expect(firstMessage(create, { ...row, words: ['a', 'b', 'c'] })).toBe('validation.max_items');
    expect(firstMessage(create, { ...row, email: 'nope' })).toBe('validation.email');
    expect(create.safeParse({ ...row, email: '' }).success).toBe(true);
  });

  it('asks a change for at least one field and checks only what it gives', () => {
    const patch = patchSchema(def);
    expect(firstMessage(patch, {})).toBe('validation.nothing_to_change');
    expect(patch.safeParse({ days: 30 }).success).toBe(true);
    expect(firstMessage(patch, { code: '' })).toBe('validation.required');
  });

  it('reads a stored row with its known fields, an unreadable value as empty', () => {
    expect(readData(def, { code: 'K1', rate: '25', gone: 1 })).toEqual({
      code: 'K1',
      rate: null,
      days: null,
      kind: null,
      from: null,
      words: [],
      email: '',
    });
  });

  it('lists by its own sorts and filters only', () => {
    const query = listQuerySchema(def);
    expect(query.safeParse({ ordering: '-code', kind: 'b' }).success).toBe(true);
    expect(query.safeParse({ ordering: 'rate' }).success).toBe(false);
    expect(query.safeParse({ color: 'red' }).success).toBe(false);
    expect(query.parse({})).toMatchObject({ limit: 50, offset: 0 });
  });
});
