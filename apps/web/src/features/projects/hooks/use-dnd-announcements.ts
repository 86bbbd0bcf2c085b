import type { Announcements, Over, UniqueIdentifier } from '@dnd-kit/core';
import type { Board } from '@portal/contracts/schemas/projects';
import { useMemo, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { carryOver, parseDndId, placeIn, reorder, type Layout } from '../utils/board-layout';

/**
 * What a screen reader hears while a card is moved, in the interface language: which task was
 * lifted, over which column and place it is, where it was dropped, or that the move was undone.
 */
export function useDndAnnouncements(board: Board, layout: RefObject<Layout>) {
  const { t } = useTranslation();
  return useMemo(() => {
    const titles = new Map(
      board.columns.flatMap((c) => c.tasks.map((task) => [task.id, task.title])),
    );
    const columns = new Map(board.columns.map((c) => [c.id, c.title]));
    const taskTitle = (id: UniqueIdentifier) => titles.get(parseDndId(id)?.id ?? -1) ?? '';
    /** where the task lands if dropped over `over` now */
    const where = (id: UniqueIdentifier, over: Over | null) => {
      const taskId = parseDndId(id)?.id;
      if (taskId === undefined || !over) return null;
      const moved = reorder(carryOver(layout.current, taskId, over.id, false), taskId, over.id);
      const place = placeIn(moved, taskId);
      if (!place) return null;
      return {
        title: titles.get(taskId) ?? '',
        column: columns.get(place.columnId) ?? '',
        position: place.index + 1,
        count: moved[place.columnId]!.length,
      };
    };
    const announcements: Announcements = {
      onDragStart: ({ active }) => t('projects.dnd.picked', { title: taskTitle(active.id) }),
      onDragOver: ({ active, over }) => {
        const place = where(active.id, over);
        return place
          ? t('projects.dnd.over', place)
          : t('projects.dnd.outside', { title: taskTitle(active.id) });
      },
      onDragEnd: ({ active, over }) => {
        const place = where(active.id, over);
        return place
          ? t('projects.dnd.dropped', place)
          : t('projects.dnd.cancelled', { title: taskTitle(active.id) });
      },
      onDragCancel: ({ active }) => t('projects.dnd.cancelled', { title: taskTitle(active.id) }),
    };
    return {
      announcements,
      screenReaderInstructions: { draggable: t('projects.dnd.instructions') },
    };
  }, [board, layout, t]);
}
