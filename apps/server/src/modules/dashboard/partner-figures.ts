import type { PartnerFigures } from '@portal/contracts/schemas/dashboard';
import type { AppContext } from '../../context';
import { monthOf, monthTime } from '../firm-overview/firm-overview.service';
import { kickbackGlance } from '../kickbacks/kickback-views.service';

/** A partner accountant's own time this month and the firm's kickbacks this year (issue 15). */
export async function partnerFigures(
  ctx: AppContext,
  userId: number,
  firmId: number,
  now: Date,
): Promise<PartnerFigures> {
  const { month, from, to } = monthOf(now);
  return {
    month,
    time: await monthTime(ctx.db, { firmId, userId, from, to }),
    kickbacks: await kickbackGlance(ctx.db, firmId, Number(month.slice(0, 4))),
  };
}
