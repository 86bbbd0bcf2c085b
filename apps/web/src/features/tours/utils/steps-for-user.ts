import type { Subscription } from '@portal/contracts/schemas/subscriptions';
import type { TourId } from '@portal/contracts/schemas/tours';
import { tourSteps, type TourStep } from './tour-steps';
import { api } from '@/lib/api-client';
import { currentRole, useSessionStore } from '@/stores/session-store';

/** A subscription of the active company for the owner tour's settings steps; none is fine. */
async function firstSubscription(): Promise<number | null> {
  const state = useSessionStore.getState();
  const company = state.company ?? state.companies[0] ?? null;
  if (!company) return null;
  try {
    const list = await api.get<Subscription[]>('subscriptions/', {
      params: { company_id: company.id },
    });
    return (list.find((s) => s.status === 'Active') ?? list[0])?.id ?? null;
  } catch {
    return null;
  }
}

/** The steps of a tour for the signed-in user as things stand now. */
export async function stepsForUser(tour: TourId): Promise<TourStep[]> {
  const state = useSessionStore.getState();
  return tourSteps(tour, {
    role: currentRole(state),
    newFeatures: (state.switchedUserFull ?? state.userFullData)?.new_features ?? false,
    subscriptionId: tour === 'owner' ? await firstSubscription() : null,
  });
}
