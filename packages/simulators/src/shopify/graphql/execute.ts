import { GraphqlError } from './parse';
import type { Field, Operation, Selection, Value } from './parse';

export type Args = Record<string, unknown>;

/** What resolvers may add to while a query runs: nodes returned (actual cost), search warnings. */
export interface ExecutionContext {
  nodes: number;
  warnings: { field: string; message: string }[];
}

/** A resolver: a field whose value depends on its arguments (or is computed lazily). */
export type Resolver = (args: Args, ctx: ExecutionContext) => unknown;

/** Schema objects are plain objects carrying `__typename`; fields may be values or resolvers. */
export type GraphObject = { __typename: string } & Record<string, unknown>;

const SCALARS: Record<string, (value: unknown) => boolean> = {
  Int: (v) => Number.isInteger(v),
  Float: (v) => typeof v === 'number',
  String: (v) => typeof v === 'string',
  ID: (v) => typeof v === 'string' || Number.isInteger(v),
  Boolean: (v) => typeof v === 'boolean',
  DateTime: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
  URL: (v) => typeof v === 'string',
};

/** Checks the variables against their declared types, as Shopify does before it runs anything. */
export function resolveVariables(operation: Operation, given: unknown): Args {
  if (given !== undefined && given !== null && typeof given !== 'object') {
    throw new GraphqlError('Variables must be an object', 'variablesInvalid');
  }
  const input = (given ?? {}) as Args;
  const values: Args = {};
  for (const definition of operation.variables) {
    const required = definition.type.endsWith('!');
    const base = definition.type.replace(/!$/, '');
    let value = input[definition.name];
    if (value === undefined && definition.defaultValue) {
      value = literal(definition.defaultValue, {});
    }
    const invalid = () =>
      new GraphqlError(
        `Variable $${definition.name} of type ${definition.type} was provided invalid value`,
        'INVALID_VARIABLE',
      );
    if (value === undefined || value === null) {
      if (required) throw invalid();
      values[definition.name] = null;
      continue;
    }
    const check = SCALARS[base];
    if (check && !check(value)) throw invalid();
    values[definition.name] = value;
  }
  return values;
}

function literal(value: Value, variables: Args): unknown {
  switch (value.kind) {
    case 'variable':
      if (!(value.name in variables)) {
        throw new GraphqlError(
          `Variable $${value.name} is used but not declared`,
          'variableNotDefined',
        );
      }
      return variables[value.name];
    case 'literal':
    case 'enum':
      return value.value;
    case 'list':
      return value.values.map((v) => literal(v, variables));
    case 'object':
      return Object.fromEntries(
        Object.entries(value.fields).map(([k, v]) => [k, literal(v, variables)]),
      );
  }
}

export function fieldArgs(field: Field, variables: Args): Args {
  return Object.fromEntries(
    Object.entries(field.args).map(([name, value]) => [name, literal(value, variables)]),
  );
}

/** Requested cost as Shopify estimates it here: 1 for the query plus `first` per connection. */
export function requestedCost(operation: Operation, variables: Args): number {
  const walk = (selections: Selection[]): number =>
    selections.reduce((sum, selection) => {
      if (selection.kind === 'inline') return sum + walk(selection.selections);
      const args = fieldArgs(selection, variables);
      const first = typeof args.first === 'number' ? args.first : 0;
      const last = typeof args.last === 'number' ? args.last : 0;
      return sum + first + last + walk(selection.selections ?? []);
    }, 0);
  return 1 + walk(operation.selections);
}

function select(
  object: GraphObject,
  selections: Selection[],
  variables: Args,
  ctx: ExecutionContext,
): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const selection of selections) {
    if (selection.kind === 'inline') {
      if (!selection.typeCondition || selection.typeCondition === object.__typename) {
        Object.assign(result, select(object, selection.selections, variables, ctx));
      }
      continue;
    }
    if (!(selection.name in object)) {
      throw new GraphqlError(
        `Field '${selection.name}' doesn't exist on type '${object.__typename}'`,
        'undefinedField',
      );
    }
    let value = object[selection.name];
    if (typeof value === 'function') {
      value = (value as Resolver)(fieldArgs(selection, variables), ctx);
    } else if (Object.keys(selection.args).length) {
      const name = Object.keys(selection.args)[0];
      throw new GraphqlError(
        `Field '${selection.name}' doesn't accept argument '${name}'`,
        'argumentNotAccepted',
      );
    }
    result[selection.alias ?? selection.name] = shape(value, selection, variables, ctx);
  }
  return result;
}

function shape(value: unknown, field: Field, variables: Args, ctx: ExecutionContext): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map((item) => shape(item, field, variables, ctx));
  const isObject = typeof value === 'object';
  if (isObject && !field.selections) {
    throw new GraphqlError(
      `Field must have selections (field '${field.name}' returns ${(value as GraphObject).__typename} but has no selections.)`,
      'selectionMismatch',
    );
  }
  if (!isObject && field.selections) {
    throw new GraphqlError(
      `Selections can't be made on scalars (field '${field.name}')`,
      'selectionMismatch',
    );
  }
  return isObject ? select(value as GraphObject, field.selections!, variables, ctx) : value;
}

/** Runs a parsed query or mutation against its root object; any error refuses the whole of it. */
export function execute(
  operation: Operation,
  root: GraphObject,
  variables: Args,
  ctx: ExecutionContext,
) {
  const expected = operation.type === 'mutation' ? 'Mutation' : 'QueryRoot';
  if (root.__typename !== expected) {
    throw new GraphqlError(`The ${operation.type} root is not ${root.__typename}`, 'wrongRoot');
  }
  return select(root, operation.selections, variables, ctx);
}
