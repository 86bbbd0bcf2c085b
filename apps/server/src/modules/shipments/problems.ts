import { ConnectorError } from '@portal/connectors/errors';
import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { ShipmentProblem, ShipmentProblemCode } from '@portal/contracts/schemas/shipments';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { t } from '../../plugins/locale';

/** A problem before it is worded: `shipments.problem.<code>` with its parameters. */
export interface ProblemSource {
  code: ShipmentProblemCode;
  parcel?: number | null;
  field?: string | null;
  params?: Record<string, string | number>;
}

/** What stops a purchase (or what the aggregator said instead of buying): a 400 with problems. */
export class ShipmentRefused extends Error {
  constructor(readonly problems: ProblemSource[]) {
    super(problems.map((p) => p.code).join(', '));
    this.name = 'ShipmentRefused';
  }
}

export const refusedWith = (code: ShipmentProblemCode, params: ProblemSource['params'] = {}) =>
  new ShipmentRefused([{ code, params }]);

export const providerUnavailable = () => refusedWith('provider_unavailable');

/** A call to the aggregator whose failure is "it did not answer", said as a problem. */
export async function withProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ConnectorError) throw providerUnavailable();
    throw error;
  }
}

export function wordProblem(locale: AppLocale, problem: ProblemSource): ShipmentProblem {
  const params = problem.params ?? {};
  return {
    code: problem.code,
    parcel: problem.parcel ?? null,
    field: problem.field ?? null,
    params,
    message: t(locale, `shipments.problem.${problem.code}`, params),
  };
}

export const wordProblems = (locale: AppLocale, problems: ProblemSource[]) =>
  problems.map((p) => wordProblem(locale, p));

/** The 400 of a refused purchase, in the caller's language. */
export function sendRefused(request: FastifyRequest, reply: FastifyReply, error: ShipmentRefused) {
  const problems = wordProblems(request.locale, error.problems);
  return reply.code(400).send({
    code: 'validation_error',
    detail:
      problems.length === 1 ? problems[0]!.message : t(request.locale, 'shipments.server.problems'),
    problems,
  });
}
