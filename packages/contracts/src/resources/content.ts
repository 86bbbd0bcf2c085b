import { number, select, text, textarea } from './fields';
import { defineResource } from './define';

/** A machine name: lowercase letters, digits and `_`. */
const MACHINE_NAME = /^[a-z][a-z0-9_]*$/;

/** Värdelistor: the choices of a list the portal offers, labelled in Swedish and English. */
export const enums = defineResource({
  key: 'enums',
  fields: {
    group: text({ required: true, max: 60, pattern: MACHINE_NAME, format: 'code' }),
    key: text({ required: true, max: 60, pattern: MACHINE_NAME, format: 'code' }),
    label_sv: text({ required: true, max: 100 }),
    label_en: text({ required: true, max: 100 }),
    sort_order: number({ min: 0, max: 9999, initial: 0 }),
  },
  columns: ['group', 'key', 'label_sv', 'label_en', 'sort_order'],
  search: ['group', 'key', 'label_sv', 'label_en'],
  sort: ['group', 'key', 'label_sv', 'sort_order'],
  defaultSort: ['group', 'sort_order', 'key'],
  unique: [['group', 'key']],
});

/** The colours a tag badge can have (Mantine's palette). */
export const TAG_COLOURS = [
  'gray',
  'red',
  'pink',
  'grape',
  'violet',
  'indigo',
  'blue',
  'cyan',
  'teal',
  'green',
  'lime',
  'yellow',
  'orange',
] as const;

/** Taggar för att göra-listan: a name and the colour of its badge. */
export const todoTags = defineResource({
  key: 'todo-tags',
  fields: {
    name: text({ required: true, max: 40 }),
    colour: select(TAG_COLOURS, { required: true, colour: true }),
  },
  search: ['name'],
  sort: ['name', 'colour'],
  filters: ['colour'],
  defaultSort: ['name'],
  unique: [['name']],
});

/** Checklistpunkter: the steps of a checklist (e.g. month-end closing), in order. */
export const checklistItems = defineResource({
  key: 'checklist-items',
  fields: {
    checklist: text({ required: true, max: 80 }),
    text: text({ required: true, max: 200 }),
    sort_order: number({ min: 0, max: 9999, initial: 0 }),
  },
  search: ['checklist', 'text'],
  sort: ['checklist', 'text', 'sort_order'],
  defaultSort: ['checklist', 'sort_order'],
});

/** Mallaktiviteter: the tasks a workflow template creates, due a number of days after its start. */
export const templateTasks = defineResource({
  key: 'template-tasks',
  fields: {
    template: text({ required: true, max: 80 }),
    title: text({ required: true, max: 120 }),
    description: textarea({ max: 2000 }),
    due_offset_days: number({ required: true, min: 0, max: 365 }),
  },
  columns: ['template', 'title', 'due_offset_days'],
  search: ['template', 'title', 'description'],
  sort: ['template', 'title', 'due_offset_days'],
  defaultSort: ['template', 'due_offset_days'],
});
