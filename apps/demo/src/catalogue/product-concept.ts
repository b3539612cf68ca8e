import type { SeededRandom } from '@aruu/api/lib/seeded-random';
import { benefits } from './benefits-data.js';
import type { Benefit, CategoryPropertySlug, Ingredient, LeafCategory, ProductNoun } from './catalogue-types.js';
import { type FragranceFamily, type FragranceGender, scentAdjectives, scentNouns } from './fragrance-data.js';
import { ingredients } from './ingredients-data.js';
import { propertySeeds } from './properties-data.js';

export interface Scent {
  /** Invented, Latin script in every language: "Velvet Iris". */
  name: string;
  family: FragranceFamily;
  gender: FragranceGender;
}

/** What a product is, before any text is written: the words its title is made of. */
export interface ProductConcept {
  noun: ProductNoun;
  benefit?: Benefit;
  ingredient?: Ingredient;
  scent?: Scent;
}

/** Filter value slugs by property, for the properties the category offers. */
export type FilterChoice = Partial<Record<CategoryPropertySlug, string[]>>;

const FRAGRANCE_FAMILIES = Object.keys(scentNouns) as FragranceFamily[];

export function conceiveProduct(random: SeededRandom, leaf: LeafCategory): ProductConcept {
  const noun = random.pick(leaf.nouns);
  if (leaf.titleStyle === 'scent') return { noun, scent: inventScent(random) };
  const withIngredient = leaf.ingredients.length > 0 && random.chance(0.7);
  const withBenefit = !withIngredient || random.chance(0.8);
  return {
    noun,
    benefit: withBenefit ? benefits[random.pick(leaf.benefits)] : undefined,
    ingredient: withIngredient ? ingredients[random.pick(leaf.ingredients)] : undefined,
  };
}

function inventScent(random: SeededRandom): Scent {
  const family = random.pick(FRAGRANCE_FAMILIES);
  const roll = random.next();
  const gender: FragranceGender = roll < 0.45 ? 'women' : roll < 0.7 ? 'men' : 'unisex';
  return { name: `${random.pick(scentAdjectives)} ${random.pick(scentNouns[family])}`, family, gender };
}

export function chooseFilters(random: SeededRandom, leaf: LeafCategory, concept: ProductConcept): FilterChoice {
  const choice: FilterChoice = {};
  for (const property of leaf.properties) choice[property] = chooseValues(random, property, concept);
  return choice;
}

function chooseValues(random: SeededRandom, property: CategoryPropertySlug, concept: ProductConcept): string[] {
  const slugs = valueSlugs(property);
  switch (property) {
    case 'skin-type':
    case 'hair-type':
      return random.sample(slugs, random.int(1, 3));
    case 'age': {
      const first = random.int(0, slugs.length - 1);
      return slugs.slice(first, first + random.int(1, 2));
    }
    case 'finish':
      return [concept.benefit?.finish ?? random.pick(slugs)];
    case 'spf': {
      const roll = random.next();
      return [roll < 0.1 ? 'spf-15' : roll < 0.4 ? 'spf-30' : 'spf-50'];
    }
    case 'fragrance-family':
      return [concept.scent?.family ?? random.pick(slugs)];
    case 'gender':
      return [concept.scent?.gender ?? 'unisex'];
  }
}

function valueSlugs(property: CategoryPropertySlug): string[] {
  return propertySeeds.find((seed) => seed.slug === property)?.values.map((value) => value.slug) ?? [];
}
