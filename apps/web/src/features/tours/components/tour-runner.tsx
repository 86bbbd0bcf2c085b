import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useTours } from '../api/get-tours';
import { saveTour } from '../api/save-tour';
import { tourRunningInTab, useTourStore } from '../hooks/use-tour-store';
import { runTour } from '../utils/run-tour';
import { stepsForUser } from '../utils/steps-for-user';
import { tourForRole } from '../utils/tour-steps';
import { notifyWarning } from '@/lib/toast';
import { currentRole, useSessionStore } from '@/stores/session-store';

/**
 * Runs the guided tour the user started (invitation or user menu) across screens, and resumes
 * it after a reload in the same tab at the step saved on the server. Renders nothing itself.
 */
export function TourRunner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const running = useTourStore((s) => s.running);
  const tour = tourForRole(useSessionStore(currentRole) ?? undefined);
  const resume = tour !== null && tourRunningInTab() === tour;
  const { data: states } = useTours(resume && !running);

  useEffect(() => {
    const saved = tour && states?.[tour];
    if (!running && resume && saved?.status === 'active')
      useTourStore.getState().start(tour, saved.step);
  }, [running, resume, states, tour]);

  useEffect(() => {
    if (!running) return;
    let cancelled = false;
    let stop: (() => void) | undefined;
    const save = (status: 'active' | 'done' | 'dismissed', step: number) =>
      saveTour(running.tour, { status, step }).catch(() => notifyWarning(t('tours.save_failed')));
    void (async () => {
      const steps = await stepsForUser(running.tour);
      if (cancelled || steps.length === 0) return;
      const stopTour = await runTour({
        tour: running.tour,
        steps,
        start: running.step,
        t: (key, params) => t(key, params ?? {}),
        navigate: (path) => void navigate(path),
        save: (status, step) => void save(status, step),
        onEnd: () => useTourStore.getState().stop(),
      });
      if (cancelled) stopTour();
      else stop = stopTour;
    })();
    return () => {
      cancelled = true;
      stop?.();
    };
    // a new run only when a tour is started; language and screens are read as it goes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running]);

  // signing out (the shell unmounts) ends the run in this tab
  useEffect(() => () => useTourStore.getState().stop(), []);
  return null;
}
