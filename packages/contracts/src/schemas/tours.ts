import { z } from 'zod';

/**
 * Guided tours (SPEC §1, issue 17): a start-up tour for company users and one for accountants.
 * Each user's progress is kept per tour, so a reload resumes it and a finished or dismissed tour
 * no longer invites; the user menu restarts it any time.
 */
export const TOUR_IDS = ['owner', 'accountant'] as const;
export type TourId = (typeof TOUR_IDS)[number];

export const TOUR_STATUSES = ['active', 'done', 'dismissed'] as const;
export type TourStatus = (typeof TOUR_STATUSES)[number];

/** The highest step index a tour may be at (tours are far shorter; this bounds the input). */
export const TOUR_STEP_MAX = 50;

export function isTourId(value: unknown): value is TourId {
  return typeof value === 'string' && (TOUR_IDS as readonly string[]).includes(value);
}

/** PUT users/me/tours/{tour}/: where the user is in the tour, or that it ended. */
export const TourProgressInput = z.object({
  status: z.enum(TOUR_STATUSES, { error: 'required' }),
  step: z
    .number({ error: 'required' })
    .int({ error: 'integer' })
    .min(0, { error: 'number_min' })
    .max(TOUR_STEP_MAX, { error: 'number_max' }),
});
export type TourProgressInput = z.input<typeof TourProgressInput>;

export const TourProgress = z.object({
  status: z.enum(TOUR_STATUSES),
  step: z.number().int(),
  /** when it was last saved */
  at: z.string(),
});
export type TourProgress = z.infer<typeof TourProgress>;

/** GET users/me/tours/: each tour's progress, null while the user has never started it. */
export const TourStates = z.object({
  owner: TourProgress.nullable(),
  accountant: TourProgress.nullable(),
});
export type TourStates = z.infer<typeof TourStates>;
