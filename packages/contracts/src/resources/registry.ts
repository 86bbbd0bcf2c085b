import type { ResourceDef } from './define';
import { catalogue } from './catalogue';
import { checklistItems, enums, templateTasks, todoTags } from './content';
import { costCenters, customPaymentTerms, euVatRates } from './finance';
import { stockPoints, waysOfDelivery } from './logistics';
import { firmProfiles, representativeProfiles } from './profiles';
import { integrationSettings, modelChanges } from './system';

/** `/generic-resource/index` lists the resources, so no resource may be called that. */
export const INDEX_KEY = 'index';
const KEY = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/**
 * The collections of SPEC §3 that in-house staff keep at `/generic-resource/{resource}`, in the
 * order the index lists them (ADR 027). Adding one here gives it its API, validation, permission
 * and screen.
 */
const RESOURCES: ResourceDef[] = [
  costCenters,
  customPaymentTerms,
  euVatRates,
  stockPoints,
  waysOfDelivery,
  enums,
  todoTags,
  checklistItems,
  templateTasks,
  integrationSettings,
  modelChanges,
  representativeProfiles,
  firmProfiles,
  catalogue,
];

export function resources(): readonly ResourceDef[] {
  return RESOURCES;
}

export function resourceByKey(key: string): ResourceDef | undefined {
  return RESOURCES.find((r) => r.key === key);
}

const FILTER_KINDS = new Set(['select', 'boolean', 'reference']);

/** What is wrong with a definition: a bad key, or lists that name no field (or no filter kind). */
export function resourceProblems(def: ResourceDef): string[] {
  const problems: string[] = [];
  if (!KEY.test(def.key) || def.key === INDEX_KEY) problems.push(`bad key ${def.key}`);
  const named = [
    ...def.columns,
    ...def.search,
    ...def.sort,
    ...def.filters,
    ...def.defaultSort.map((s) => s.replace(/^-/, '')),
    ...def.unique.flat(),
  ];
  for (const name of named) if (!(name in def.fields)) problems.push(`no field ${name}`);
  for (const name of def.filters) {
    const kind = def.fields[name]?.kind;
    if (kind && !FILTER_KINDS.has(kind)) problems.push(`${name} (${kind}) cannot filter`);
  }
  if (def.columns.length === 0) problems.push('no columns');
  return problems;
}

/**
 * Adds a resource at run time (a test's own, or a plugin's) before the server builds its routes.
 * Its key must be new, kebab-case and not `index`; its lists must name its own fields.
 */
export function registerResource(def: ResourceDef): void {
  const problems = resourceProblems(def);
  if (resourceByKey(def.key)) problems.push(`${def.key} exists`);
  if (problems.length) throw new Error(`resource ${def.key}: ${problems.join('; ')}`);
  RESOURCES.push(def);
}
