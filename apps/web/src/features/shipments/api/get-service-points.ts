import type { ServicePointList } from '@portal/contracts/schemas/shipments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { SHIPMENTS_KEY } from './get-shipments';
import { api } from '@/lib/api-client';

export interface ServicePointSearch {
  country: string;
  postal_code: string;
  carrier: string;
}

/** The carrier's service points nearest the postal code; asked only once all three are known. */
export function useServicePoints(search: ServicePointSearch, enabled: boolean) {
  const ready =
    enabled &&
    /^[A-Za-z]{2}$/.test(search.country.trim()) &&
    search.postal_code.trim() !== '' &&
    search.carrier !== '';
  const params = {
    country: search.country.trim().toUpperCase(),
    postal_code: search.postal_code.trim(),
    carrier: search.carrier,
  };
  return useQuery({
    queryKey: [...SHIPMENTS_KEY, 'service-points', params],
    queryFn: () =>
      api.get<z.infer<typeof ServicePointList>>('shipments/service-points/', { params }),
    select: (data) => data.results,
    enabled: ready,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
