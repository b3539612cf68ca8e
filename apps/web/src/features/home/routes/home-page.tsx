import { BannerCarousel } from '@/entities/banners/components/banner-carousel';
import { usePageTitle } from '@/shared/hooks/use-page-title';
import { useTranslation } from '@/shared/i18n/use-translation';
import { AboutTeaser } from '../components/about-teaser';
import { FollowUs } from '../components/follow-us';
import { Hero } from '../components/hero';
import { ListShelfSection } from '../components/list-shelf-section';
import { SelectionTabs } from '../components/selection-tabs';
import { TopSellers } from '../components/top-sellers';
import { faceMasksFilters, hotOffersFilters } from '../home-shelves';

/**
 * Spec §2 home: hero on original brands, the banners, hot offers, the New / Bestseller /
 * Recommended tabs, face masks, the about block, top sellers of the month and the social block.
 * Only the hero and the banners load at once; every shelf below asks for its products as it
 * comes near the screen.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  usePageTitle(t('pageTitle'), { namesTheShop: true });
  return (
    <div className="flex flex-col gap-14 md:gap-20">
      <Hero />
      <BannerCarousel priority />
      <ListShelfSection
        id="home-hot-offers"
        title={t('hotOffers.title')}
        text={t('hotOffers.text')}
        filters={hotOffersFilters}
        empty={t('hotOffers.empty')}
      />
      <SelectionTabs />
      <ListShelfSection
        id="home-face-masks"
        title={t('faceMasks.title')}
        text={t('faceMasks.text')}
        filters={faceMasksFilters}
        empty={t('faceMasks.empty')}
      />
      <AboutTeaser />
      <TopSellers />
      <FollowUs />
    </div>
  );
}
export { HomePage as Component };
