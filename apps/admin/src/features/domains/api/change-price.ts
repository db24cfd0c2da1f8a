import { adminDomainPricePath, noDataSchema } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

export interface PriceCell {
  zone: string;
  action: string;
  years: number;
}

export function usePriceChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ cell, price }: { cell: PriceCell; price: string | null }) =>
      api(adminDomainPricePath(cell.zone, cell.action, cell.years), {
        method: price === null ? 'DELETE' : 'PUT',
        ...(price === null ? {} : { body: { price } }),
        schema: noDataSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['domain-prices'] }),
  });
}
