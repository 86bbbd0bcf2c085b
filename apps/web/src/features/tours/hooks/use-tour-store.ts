import { isTourId, type TourId } from '@portal/contracts/schemas/tours';
import { create } from 'zustand';

export interface RunningTour {
  tour: TourId;
  /** the step to open first */
  step: number;
}

/**
 * The tour running in this tab. The tab remembers it (sessionStorage) so a reload resumes it;
 * another tab or device only offers to continue, it does not pop up over the user's work.
 */
const RUNNING_KEY = 'portal.tour.running';

interface TourStore {
  running: RunningTour | null;
  start: (tour: TourId, step?: number) => void;
  stop: () => void;
}

export const useTourStore = create<TourStore>()((set) => ({
  running: null,
  start: (tour, step = 0) => {
    sessionStorage.setItem(RUNNING_KEY, tour);
    set({ running: { tour, step } });
  },
  stop: () => {
    sessionStorage.removeItem(RUNNING_KEY);
    set({ running: null });
  },
}));

/** The tour this tab was running before a reload, if any. */
export function tourRunningInTab(): TourId | null {
  const value = sessionStorage.getItem(RUNNING_KEY);
  return isTourId(value) ? value : null;
}
