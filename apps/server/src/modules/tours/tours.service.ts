import { isTourId, TOUR_IDS } from '@portal/contracts/schemas/tours';
import type { TourProgressInput, TourStates } from '@portal/contracts/schemas/tours';
import type { AppContext } from '../../context';
import { notFound } from '../../http/http-error';
import type { Session } from '../../plugins/auth';
import { findTours, saveTour } from './tours.repository';

/*
 * Tours belong to the person at the keyboard (the session's actor): staff acting as a user
 * neither use up nor see that user's tours.
 */

export async function getTours(ctx: AppContext, session: Session): Promise<TourStates> {
  const saved = await findTours(ctx.db, session.actor.id);
  const states = { owner: null, accountant: null } as TourStates;
  for (const tour of TOUR_IDS) states[tour] = saved[tour] ?? null;
  return states;
}

export async function putTour(
  ctx: AppContext,
  session: Session,
  tour: string,
  input: TourProgressInput,
) {
  if (!isTourId(tour)) throw notFound();
  const progress = { status: input.status, step: input.step, at: ctx.clock.now().toISOString() };
  await saveTour(ctx.db, session.actor.id, tour, progress);
  return progress;
}
