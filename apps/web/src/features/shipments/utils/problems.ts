import type { ShipmentProblem } from '@portal/contracts/schemas/shipments';
import { isApiError } from '@/lib/api-error';

const RECEIVER =
  /^receiver\.(name|company|address1|address2|postal_code|city|country|email|phone)$/;
const PARCEL = /^parcels\.\d+\.(weight_grams|length_cm|width_cm|height_cm|description)$/;
const TOP = /^(order_id|carrier|service|service_point|reference|label_format)$/;

/** Whether the create form has a field at this path, to show a problem under it. */
export function isFormField(path: string): boolean {
  return RECEIVER.test(path) || PARCEL.test(path) || TOP.test(path);
}

export interface PlacedProblems {
  /** form path → the problems' messages, joined */
  fields: Record<string, string>;
  /** problems that concern no field of the form, each a sentence */
  general: string[];
}

/**
 * Where each problem is shown: under its field when the form has it (several on one field are
 * joined), otherwise above the form. The messages are the server's, in the caller's language.
 */
export function placeProblems(problems: readonly ShipmentProblem[]): PlacedProblems {
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const problem of problems) {
    const path = problem.field;
    if (path && isFormField(path)) {
      fields[path] = fields[path] ? `${fields[path]} ${problem.message}` : problem.message;
    } else if (!general.includes(problem.message)) {
      general.push(problem.message);
    }
  }
  return { fields, general };
}

/** The problems of a refused purchase (400 with `problems`), or null for any other failure. */
export function problemsOf(error: unknown): ShipmentProblem[] | null {
  const data: unknown = isApiError(error) ? error.response?.data : undefined;
  if (!data || typeof data !== 'object') return null;
  const problems = (data as { problems?: unknown }).problems;
  return Array.isArray(problems) ? (problems as ShipmentProblem[]) : null;
}
