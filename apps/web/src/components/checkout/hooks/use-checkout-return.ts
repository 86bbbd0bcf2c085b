import { useSearchParams } from 'react-router';

/** `?checkout=<id>[&cancelled=1]`: where the provider's page sent the browser back. */
export function useCheckoutReturn(): { id: number | null; cancelled: boolean } {
  const [params] = useSearchParams();
  const raw = params.get('checkout');
  const id = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return { id: id && id > 0 ? id : null, cancelled: params.get('cancelled') === '1' };
}
