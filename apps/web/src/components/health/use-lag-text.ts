import { useTranslation } from 'react-i18next';
import { lagUnit } from './format-lag';

/** A lag in seconds as "12 h", in the interface's language. */
export function useLagText() {
  const { t } = useTranslation();
  return (seconds: number) => {
    const { unit, count } = lagUnit(seconds);
    return t(`subscription_status.lag.${unit}`, { count });
  };
}
