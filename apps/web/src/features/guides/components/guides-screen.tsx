import { useSearchParams } from 'react-router';
import { GuideList } from './guide-list';
import { GuideReader } from './guide-reader';

/** /guides lists the guides; `?guide=<id>` opens one, so the address keeps it and Back works. */
export function GuidesScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('guide'));
  return Number.isInteger(id) && id > 0 ? <GuideReader key={id} id={id} /> : <GuideList />;
}
