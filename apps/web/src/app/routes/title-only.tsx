import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteHandle } from '../router';
import { PageTitle } from '@/components/page-title';

/** Routes whose screens come in later issues show their title only. */
export function Component() {
  const { t } = useTranslation();
  const match = useMatches().at(-1);
  const name = (match?.handle as RouteHandle | undefined)?.route.name ?? '404';
  return <PageTitle>{t(`routes.${name}`)}</PageTitle>;
}
