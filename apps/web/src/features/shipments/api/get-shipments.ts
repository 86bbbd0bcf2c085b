import type { Page } from '@portal/contracts/pagination';
import type { ShipmentStatus, ShipmentSummary } from '@portal/contracts/schemas/shipments';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const SHIPMENTS_KEY = ['shipments'] as const;

/** The list's filters; null (or empty) is "all". */
export interface ShipmentFilterValues {
  status: ShipmentStatus[];
  carrier: string | null;
  created_from: string | null;
  created_to: string | null;
  late: 'true' | 'false' | null;
}

export const NO_FILTERS: ShipmentFilterValues = {
  status: [],
  carrier: null,
  created_from: null,
  created_to: null,
  late: null,
};

/** The query the server reads (ShipmentQuery), without the page. */
export function shipmentQueryOf(params: ListParams<ShipmentFilterValues>) {
  const f = params.filters;
  return {
    q: params.search || undefined,
    status: f.status.length ? f.status.join(',') : undefined,
    carrier: f.carrier ?? undefined,
    created_from: f.created_from ?? undefined,
    created_to: f.created_to ?? undefined,
    late: f.late ?? undefined,
    ordering: params.ordering ?? undefined,
  };
}

export function fetchShipments(params: ListParams<ShipmentFilterValues>) {
  return api.get<Page<ShipmentSummary>>('shipments/', {
    params: { ...shipmentQueryOf(params), limit: params.limit, offset: params.offset },
  });
}

export function useShipments(params: ListParams<ShipmentFilterValues>) {
  return useQuery({
    queryKey: [...SHIPMENTS_KEY, 'list', params],
    queryFn: () => fetchShipments(params),
    placeholderData: keepPreviousData,
  });
}
