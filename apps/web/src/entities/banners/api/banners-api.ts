import type { Banner } from '@aruu/contract/catalog';
import type { Language } from '@aruu/contract/common';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { call, queryKeyOf } from '@/shared/api/client';
import { useLanguage } from '@/shared/i18n/use-language';

const bannersKey = (language: Language) => queryKeyOf('GET /banners', { query: { lang: language } });

/** The active banners in display order (spec §7 `GET banners`). */
export function useBanners() {
  const language = useLanguage();
  return useQuery({
    queryKey: bannersKey(language),
    queryFn: ({ signal }) => call('GET /banners', { query: { lang: language }, signal }),
  });
}

/**
 * One banner (spec §7 `GET banners/{banners_id}`); a missing one is not asked for again. Opened
 * from the home page it shows at once, from the list already loaded there.
 */
export function useBanner(id: number) {
  const language = useLanguage();
  const queryClient = useQueryClient();
  const listKey = bannersKey(language);
  const input = { params: { banners_id: id }, query: { lang: language } };
  return useQuery({
    queryKey: queryKeyOf('GET /banners/:banners_id', input),
    queryFn: ({ signal }) => call('GET /banners/:banners_id', { ...input, signal }),
    initialData: () => queryClient.getQueryData<Banner[]>(listKey)?.find((banner) => banner.id === id),
    initialDataUpdatedAt: () => queryClient.getQueryState(listKey)?.dataUpdatedAt,
    enabled: Number.isInteger(id) && id > 0,
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  });
}

/**
 * The banner's picture has its title drawn into it; an `<img>` request carries the browser's
 * language, not the shop's, so the interface language goes in the address.
 */
export function bannerImageUrl(banner: Pick<Banner, 'image'>, language: Language): string {
  const separator = banner.image.includes('?') ? '&' : '?';
  return `${banner.image}${separator}lang=${language}`;
}

/** The banner pictures are 1600 × 600 (apps/api media/image-art.ts, apps/demo art/banner-image.ts). */
export const BANNER_IMAGE = { width: 1600, height: 600 } as const;
