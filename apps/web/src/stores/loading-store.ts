import { create } from 'zustand';

interface LoadingState {
  /** how many callers currently want the overlay */
  count: number;
  text: string | null;
  /** 0–100, or null for no progress bar */
  progress: number | null;
}

const useLoadingStoreBase = create<LoadingState>(() => ({ count: 0, text: null, progress: null }));

export const useLoadingStore = useLoadingStoreBase;

/** Shows the full-screen loading overlay; call the returned function to hide it again. */
export function showLoading(text: string | null = null, progress: number | null = null) {
  useLoadingStoreBase.setState((s) => ({ count: s.count + 1, text, progress }));
  let done = false;
  return () => {
    if (done) return;
    done = true;
    useLoadingStoreBase.setState((s) => {
      const count = Math.max(0, s.count - 1);
      return count === 0 ? { count, text: null, progress: null } : { count };
    });
  };
}

export function setLoadingProgress(progress: number | null, text?: string | null) {
  useLoadingStoreBase.setState((s) => ({ progress, text: text === undefined ? s.text : text }));
}
