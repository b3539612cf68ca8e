import { bannerSeeds } from './banners-data.js';
import type { BrandSeed } from './brands-data.js';
import { categoryFamilies } from './catalogue-data.js';
import type { BannerRow, BrandRow, CategoryRow, PropertyRow, PropertyValueRow } from './catalogue-rows.js';
import type { CategoryFamily, LeafCategory } from './catalogue-types.js';
import { type PropertySlug, propertySeeds } from './properties-data.js';

/** A leaf category together with the id it gets and the family it belongs to. */
export interface PlacedLeaf {
  id: number;
  leaf: LeafCategory;
  family: CategoryFamily;
}

export function brandRows(seeds: BrandSeed[]): BrandRow[] {
  return seeds.map((seed, index) => ({
    id: index + 1,
    slug: seed.slug,
    name: seed.name,
    country: seed.country,
    // All level: the storefront lists brands by name until the shop orders them.
    position: 0,
    hidden: false,
  }));
}

/** Families and their leaves numbered depth-first, so a parent always precedes its children. */
export function categoryRows(): { rows: CategoryRow[]; leaves: PlacedLeaf[] } {
  const rows: CategoryRow[] = [];
  const leaves: PlacedLeaf[] = [];
  categoryFamilies.forEach((family, familyPosition) => {
    const familyId = rows.length + 1;
    rows.push({
      id: familyId,
      parentId: null,
      slug: family.slug,
      ...names(family.name),
      position: familyPosition,
      hidden: false,
      externalId: null,
    });
    family.leaves.forEach((leaf, position) => {
      const id = rows.length + 1;
      rows.push({
        id,
        parentId: familyId,
        slug: leaf.slug,
        ...names(leaf.name),
        position,
        hidden: false,
        externalId: null,
      });
      leaves.push({ id, leaf, family });
    });
  });
  return { rows, leaves };
}

export interface PropertyTables {
  properties: PropertyRow[];
  values: PropertyValueRow[];
  /** The id of a property value, e.g. `valueId('skin-type', 'dry')`. */
  valueId(property: PropertySlug, slug: string): number;
}

export function propertyTables(): PropertyTables {
  const properties: PropertyRow[] = [];
  const values: PropertyValueRow[] = [];
  const ids = new Map<string, number>();
  propertySeeds.forEach((seed, position) => {
    const propertyId = position + 1;
    properties.push({ id: propertyId, slug: seed.slug, ...names(seed.name), position });
    seed.values.forEach((value, valuePosition) => {
      const id = values.length + 1;
      values.push({
        id,
        propertyId,
        slug: value.slug,
        valueRu: value.name.ru,
        valueEn: value.name.en,
        valueKy: value.name.ky,
        position: valuePosition,
      });
      ids.set(`${seed.slug}/${value.slug}`, id);
    });
  });
  const valueId = (property: PropertySlug, slug: string): number => {
    const id = ids.get(`${property}/${slug}`);
    if (id === undefined) throw new Error(`Unknown value ${slug} of property ${property}`);
    return id;
  };
  return { properties, values, valueId };
}

export function bannerRows(): BannerRow[] {
  return bannerSeeds.map((seed, index) => {
    const id = index + 1;
    return {
      id,
      slug: seed.slug,
      titleRu: seed.title.ru,
      titleEn: seed.title.en,
      titleKy: seed.title.ky,
      subtitleRu: seed.subtitle.ru,
      subtitleEn: seed.subtitle.en,
      subtitleKy: seed.subtitle.ky,
      bodyRu: seed.body.ru,
      bodyEn: seed.body.en,
      bodyKy: seed.body.ky,
      imageUrl: `/media/banners/${id}.svg`,
      // The demo banners keep their generated pictures and show without a schedule.
      imageHashRu: null,
      imageHashEn: null,
      imageHashKy: null,
      link: seed.link,
      position: index,
      active: true,
      startsAt: null,
      endsAt: null,
    };
  });
}

function names(name: { ru: string; en: string; ky: string }) {
  return { nameRu: name.ru, nameEn: name.en, nameKy: name.ky };
}
