import type { SeededRandom } from '@aruu/api/lib/seeded-random';
import type { BrandSeed } from './brands-data.js';
import type { CategoryFamily, LeafCategory, Localised, ProductNoun, RussianGender } from './catalogue-types.js';
import {
  audienceSentence,
  type CompositionStyle,
  capitalise,
  compositionText,
  familyRemarks,
  koreanRoutine,
  madeInSentence,
  materialsText,
} from './description-texts.js';
import { formulas } from './formulas-data.js';
import { describePyramid, familyMoods, genderLines, pyramids } from './fragrance-data.js';
import type { FilterChoice, ProductConcept, Scent } from './product-concept.js';
import { countries, propertySeeds } from './properties-data.js';

export interface ProductTexts {
  title: Localised;
  description: Localised;
  composition: Localised;
  usage: Localised;
}

export interface TextContext {
  leaf: LeafCategory;
  family: CategoryFamily;
  brand: BrandSeed;
  concept: ProductConcept;
  filters: FilterChoice;
}

const GENDER_INDEX: Record<RussianGender, 0 | 1 | 2 | 3> = { m: 0, f: 1, n: 2, pl: 3 };
const COMPOSITION_STYLES: CompositionStyle[] = ['plain', 'key-ingredient', 'inci'];

export function writeProductTexts(random: SeededRandom, context: TextContext): ProductTexts {
  const { concept, leaf } = context;
  return {
    title: concept.scent ? scentTitle(concept.noun, concept.scent) : epithetTitle(random, context),
    description: joinSentences([random.pick(leaf.about), ...pickRemarks(random, context)]),
    composition: writeComposition(random, context),
    usage: random.pick(leaf.usage),
  };
}

/** "Парфюмерная вода Velvet Iris" / "Velvet Iris Eau de Parfum" / "Velvet Iris парфюм суусу". */
function scentTitle(noun: ProductNoun, { name }: Scent): Localised {
  return { ru: capitalise(`${noun.ru} ${name}`), en: `${name} ${noun.en}`, ky: `${name} ${noun.ky}` };
}

/** "Увлажняющий крем для лица с гиалуроновой кислотой" / "Hyaluronic Moisturising Face Cream". */
function epithetTitle(random: SeededRandom, { concept, filters }: TextContext): Localised {
  const { noun, benefit, ingredient } = concept;
  const spf = filters.spf ? ` ${spfLabel(filters.spf[0])}` : '';
  const ruAdjective = benefit?.ru[GENDER_INDEX[noun.gender]];
  const enIngredientFirst = ingredient?.enTitle !== undefined && random.chance(0.5);
  const en = enIngredientFirst
    ? words(ingredient?.enTitle, benefit?.en, noun.en)
    : words(benefit?.en, noun.en, ingredient && `with ${ingredient.en}`);
  return {
    ru: capitalise(words(ruAdjective, noun.ru, ingredient?.ruWith)) + spf,
    en: en + spf,
    ky: capitalise(words(noun.kyFor, ingredient && `${ingredient.ky} кошулган`, benefit?.ky, noun.ky)) + spf,
  };
}

/** One to three sentences after the opening one, so descriptions run two to four sentences. */
function pickRemarks(random: SeededRandom, context: TextContext): Localised[] {
  const candidates = context.concept.scent ? scentRemarks(random, context.concept.scent) : careRemarks(random, context);
  return random.sample(candidates, random.int(1, 3));
}

function scentRemarks(random: SeededRandom, scent: Scent): Localised[] {
  const pyramid = pyramids[scent.family];
  return [
    familyMoods[scent.family],
    describePyramid(random.sample(pyramid.top, 2), random.sample(pyramid.heart, 2), random.sample(pyramid.base, 2)),
    genderLines[scent.gender],
    random.pick(familyRemarks.perfume),
  ];
}

function careRemarks(random: SeededRandom, { concept, filters, family, brand }: TextContext): Localised[] {
  const origin =
    brand.country === 'KR' && random.chance(0.5) ? koreanRoutine : madeInSentence(countries[brand.country].madeIn);
  return [
    concept.benefit?.effect,
    concept.ingredient?.about,
    audienceRemark(filters),
    random.pick(familyRemarks[family.slug]),
    origin,
  ].filter((sentence): sentence is Localised => sentence !== undefined);
}

function audienceRemark(filters: FilterChoice): Localised | undefined {
  const skinTypes = filters['skin-type'];
  if (skinTypes) return audienceSentence('skin', audienceForms('skin-type', skinTypes));
  const hairTypes = filters['hair-type'];
  if (hairTypes) return audienceSentence('hair', audienceForms('hair-type', hairTypes));
  return undefined;
}

function audienceForms(property: 'skin-type' | 'hair-type', slugs: string[]): Localised[] {
  const values = propertySeeds.find((seed) => seed.slug === property)?.values ?? [];
  return slugs.flatMap((slug) => values.find((value) => value.slug === slug)?.audience ?? []);
}

function writeComposition(random: SeededRandom, { leaf, concept }: TextContext): Localised {
  const formula = formulas[leaf.formula];
  if (formula.label === 'materials') return materialsText(formula.base.join(', '));
  const featured = concept.ingredient;
  const extras = random.sample(formula.extras, random.int(2, 4));
  const inci = [...new Set([...formula.base, featured?.inci, ...extras, ...formula.tail])]
    .filter((name): name is string => name !== undefined)
    .join(', ');
  const named = featured && { ru: featured.ruName, en: featured.en, ky: featured.ky };
  return compositionText(inci, named, random.pick(COMPOSITION_STYLES));
}

/** "SPF 50+": the same in every language. */
function spfLabel(slug: string | undefined): string {
  return propertySeeds.find((seed) => seed.slug === 'spf')?.values.find((value) => value.slug === slug)?.name.en ?? '';
}

function words(...parts: Array<string | undefined>): string {
  return parts.filter((part) => part !== undefined && part !== '').join(' ');
}

function joinSentences(sentences: Localised[]): Localised {
  return {
    ru: sentences.map((s) => s.ru).join(' '),
    en: sentences.map((s) => s.en).join(' '),
    ky: sentences.map((s) => s.ky).join(' '),
  };
}
