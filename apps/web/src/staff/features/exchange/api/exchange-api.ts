import type { Language } from '@aruu/contract/common';
import type { ExchangeRunListQuery, ExchangeSettingsBody } from '@aruu/contract/staff-exchange';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, queryKeyOf } from '@/staff/shared/api/client';

const settingsKey = queryKeyOf('GET /staff/exchange/settings');

export function useExchangeSettings() {
  return useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => call('GET /staff/exchange/settings', { signal }) });
}

export function useSaveExchangeSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ExchangeSettingsBody) => call('PUT /staff/exchange/settings', { body }),
    onSuccess: (saved) => client.setQueryData(settingsKey, saved),
  });
}

export function useExchangeRuns(query: ExchangeRunListQuery) {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/exchange/runs', { query }),
    queryFn: ({ signal }) => call('GET /staff/exchange/runs', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useExchangeLocations(lang: Language) {
  return useQuery({
    queryKey: queryKeyOf('GET /staff/exchange/locations', { query: { lang } }),
    queryFn: ({ signal }) => call('GET /staff/exchange/locations', { query: { lang }, signal }),
  });
}
