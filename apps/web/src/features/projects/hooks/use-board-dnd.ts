import {
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Active,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type Over,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { Board } from '@portal/contracts/schemas/projects';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { TaskPlace } from '../utils/move-task';
import {
  carryOver,
  layoutOf,
  parseDndId,
  placeIn,
  reorder,
  type Layout,
} from '../utils/board-layout';

/** Is the dragged card's middle below the card it is over? Then it goes after that card. */
function below(active: Active, over: Over) {
  const rect = active.rect.current.translated;
  return rect !== null && rect.top + rect.height / 2 > over.rect.top + over.rect.height / 2;
}

/**
 * Drag and drop of a board's cards with the mouse and the keyboard (space lifts, arrows move,
 * space drops, Escape cancels). The board shows the drag's layout until the project changes.
 */
export function useBoardDnd(board: Board, onMove: (taskId: number, to: TaskPlace) => void) {
  const serverLayout = useMemo(() => layoutOf(board), [board]);
  const [dragLayout, setDragLayout] = useState<Layout | null>(null);
  const [activeTask, setActiveTask] = useState<number | null>(null);
  const origin = useRef<TaskPlace | null>(null);
  const layout = dragLayout ?? serverLayout;
  const latest = useRef(layout);
  latest.current = layout;
  const dragging = useRef(false);

  // the move has reached the project: show the project again
  useEffect(() => {
    if (!dragging.current) setDragLayout(null);
  }, [board]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const taskOf = (active: Active) => parseDndId(active.id)?.id ?? null;

  const handlers = {
    onDragStart({ active }: DragStartEvent) {
      const taskId = taskOf(active);
      if (taskId === null) return;
      origin.current = placeIn(serverLayout, taskId);
      dragging.current = true;
      setDragLayout(serverLayout);
      setActiveTask(taskId);
    },
    onDragOver({ active, over }: DragOverEvent) {
      const taskId = taskOf(active);
      if (taskId === null || !over || over.id === active.id) return;
      setDragLayout((current) =>
        carryOver(current ?? serverLayout, taskId, over.id, below(active, over)),
      );
    },
    onDragEnd({ active, over }: DragEndEvent) {
      const taskId = taskOf(active);
      dragging.current = false;
      setActiveTask(null);
      if (taskId === null || !over) return setDragLayout(null);
      const final = reorder(latest.current, taskId, over.id);
      setDragLayout(final);
      const to = placeIn(final, taskId);
      const from = origin.current;
      if (to && (!from || from.columnId !== to.columnId || from.index !== to.index))
        onMove(taskId, to);
      else setDragLayout(null);
    },
    onDragCancel() {
      dragging.current = false;
      setActiveTask(null);
      setDragLayout(null);
    },
  };

  return { layout, layoutRef: latest, activeTask, sensors, handlers };
}
