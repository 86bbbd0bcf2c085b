import { describe, expect, it } from 'vitest';
import { queryFormSchema, toRun } from '../query-form-schema';

const schema = queryFormSchema((resource) => resource === 'invoices');
const problems = (values: object) => {
  const result = schema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the API console form', () => {
  it('wants an id for a resource whose path takes one, and none for one that does not', () => {
    const retrieve = {
      operation: 'retrieve',
      side: 'accounting',
      resource: 'invoices',
      id: '',
      url: '',
    };
    expect(problems(retrieve)).toEqual({ id: 'required' });
    expect(problems({ ...retrieve, resource: 'company_information' })).toEqual({});
    expect(problems({ ...retrieve, id: '../x' })).toEqual({ id: 'format' });
    expect(problems({ ...retrieve, id: 'A/12' })).toEqual({});
  });

  it('wants a side, and an address only when retrieving by address', () => {
    expect(problems({ operation: 'base_url', side: '', resource: '', id: '', url: '' })).toEqual({
      side: 'required',
    });
    expect(
      problems({ operation: 'retrieve_url', side: 'app', resource: '', id: '', url: ' ' }),
    ).toEqual({
      url: 'required',
    });
  });

  it('sends what the chosen operation reads, for the chosen subscription', () => {
    const parsed = schema.parse({
      operation: 'retrieve_url',
      side: 'app',
      resource: 'x',
      id: '',
      url: ' 3/a ',
    });
    expect(toRun(7, parsed)).toEqual({
      operation: 'retrieve_url',
      side: 'app',
      url: '3/a',
      subscription_id: 7,
    });
  });
});
