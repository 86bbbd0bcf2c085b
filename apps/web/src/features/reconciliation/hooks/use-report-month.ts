import { useSearchParams } from 'react-router';
import { isMonth, monthOf, type Month } from '../utils/month';

/** The report's month lives in the URL (?month=YYYY-MM) so a month can be linked; this month by default. */
export function useReportMonth(): [Month, (month: Month) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('month');
  const month = isMonth(requested) ? requested : monthOf(new Date());
  const setMonth = (next: Month) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('month', next);
      return updated;
    });
  return [month, setMonth];
}
