import type { UniqueIdentifier } from '@dnd-kit/core';
import type { Board } from '@portal/contracts/schemas/projects';
import type { TaskPlace } from './move-task';

/** Each column's task ids in order: what the board shows while a card is dragged. */
export type Layout = Record<number, number[]>;

export const taskDndId = (id: number) => `task-${id}`;
export const columnDndId = (id: number) => `column-${id}`;

export function parseDndId(id: UniqueIdentifier): { kind: 'task' | 'column'; id: number } | null {
  const match = /^(task|column)-(\d+)$/.exec(String(id));
  return match ? { kind: match[1] as 'task' | 'column', id: Number(match[2]) } : null;
}

export function layoutOf(board: Board): Layout {
  return Object.fromEntries(board.columns.map((c) => [c.id, c.tasks.map((t) => t.id)]));
}

/** The column a task or column id stands for in the layout. */
export function columnIn(layout: Layout, dndId: UniqueIdentifier): number | null {
  const parsed = parseDndId(dndId);
  if (!parsed) return null;
  if (parsed.kind === 'column') return parsed.id in layout ? parsed.id : null;
  for (const [column, ids] of Object.entries(layout))
    if (ids.includes(parsed.id)) return Number(column);
  return null;
}

export function placeIn(layout: Layout, taskId: number): TaskPlace | null {
  const columnId = columnIn(layout, taskDndId(taskId));
  return columnId === null ? null : { columnId, index: layout[columnId]!.indexOf(taskId) };
}

/**
 * The layout with a task taken to another column: before the card it is over (after it when
 * `below`), or at the end when over the column itself.
 */
export function carryOver(
  layout: Layout,
  taskId: number,
  overId: UniqueIdentifier,
  below: boolean,
): Layout {
  const from = columnIn(layout, taskDndId(taskId));
  const to = columnIn(layout, overId);
  if (from === null || to === null || from === to) return layout;
  const target = layout[to]!;
  const over = parseDndId(overId);
  const overIndex = over?.kind === 'task' ? target.indexOf(over.id) : -1;
  const index = overIndex < 0 ? target.length : overIndex + (below ? 1 : 0);
  const next = [...target];
  next.splice(index, 0, taskId);
  return { ...layout, [from]: layout[from]!.filter((id) => id !== taskId), [to]: next };
}

/** The layout with a task put where another card of the same column is. */
export function reorder(layout: Layout, taskId: number, overId: UniqueIdentifier): Layout {
  const column = columnIn(layout, taskDndId(taskId));
  const over = parseDndId(overId);
  if (column === null || over?.kind !== 'task' || columnIn(layout, overId) !== column)
    return layout;
  const ids = layout[column]!.filter((id) => id !== taskId);
  const target = layout[column]!.indexOf(over.id);
  ids.splice(target, 0, taskId);
  return { ...layout, [column]: ids };
}
