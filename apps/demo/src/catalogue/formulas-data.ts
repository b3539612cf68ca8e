/**
 * INCI ingredient lists by kind of product. A composition is the base, the featured
 * ingredient, a few extras and the tail, in roughly decreasing concentration as on a label.
 */
export interface Formula {
  /** `materials` for things that are not a cosmetic formula, such as false lashes. */
  label: 'ingredients' | 'materials';
  base: string[];
  extras: string[];
  tail: string[];
}

const PRESERVATIVES = ['Phenoxyethanol', 'Ethylhexylglycerin'];
const FRAGRANCE_ALLERGENS = [
  'Limonene',
  'Linalool',
  'Citral',
  'Geraniol',
  'Coumarin',
  'Citronellol',
  'Benzyl Salicylate',
  'Eugenol',
  'Hydroxycitronellal',
];
const IRON_OXIDES = 'Iron Oxides (CI 77491, CI 77492, CI 77499)';

const formula = (base: string[], extras: string[], tail: string[]): Formula => ({
  label: 'ingredients',
  base,
  extras,
  tail,
});

export const formulas = {
  cleanser: formula(
    ['Aqua (Water)', 'Sodium Cocoyl Glycinate', 'Cocamidopropyl Betaine', 'Glycerin', 'Decyl Glucoside'],
    ['Allantoin', 'Betaine', 'Sodium PCA', 'Citric Acid', 'Xanthan Gum', 'Butylene Glycol'],
    ['Sodium Benzoate', 'Potassium Sorbate'],
  ),
  toner: formula(
    ['Aqua (Water)', 'Butylene Glycol', 'Glycerin', 'Propanediol'],
    ['Betaine', 'Allantoin', 'Sodium PCA', 'Trehalose', 'Arginine', 'Beta-Glucan'],
    ['1,2-Hexanediol', 'Ethylhexylglycerin'],
  ),
  serum: formula(
    ['Aqua (Water)', 'Glycerin', 'Propanediol', 'Butylene Glycol'],
    ['Betaine', 'Trehalose', 'Adenosine', 'Allantoin', 'Carbomer', 'Xanthan Gum', 'Beta-Glucan', 'Arginine'],
    ['1,2-Hexanediol', 'Phenoxyethanol'],
  ),
  cream: formula(
    ['Aqua (Water)', 'Glycerin', 'Caprylic/Capric Triglyceride', 'Cetearyl Alcohol', 'Butylene Glycol'],
    ['Glyceryl Stearate', 'Cetearyl Olivate', 'Sorbitan Olivate', 'Allantoin', 'Dimethicone', 'Carbomer', 'Adenosine'],
    PRESERVATIVES,
  ),
  mask: formula(
    ['Aqua (Water)', 'Glycerin', 'Butylene Glycol', 'Dipropylene Glycol'],
    ['Kaolin', 'Allantoin', 'Betaine', 'Xanthan Gum', 'Carbomer', 'Trehalose'],
    ['1,2-Hexanediol', 'Phenoxyethanol'],
  ),
  sunscreen: formula(
    [
      'Aqua (Water)',
      'Ethylhexyl Methoxycinnamate',
      'Butyl Methoxydibenzoylmethane',
      'Bis-Ethylhexyloxyphenol Methoxyphenyl Triazine',
      'Glycerin',
    ],
    ['Titanium Dioxide', 'Dibutyl Adipate', 'Silica', 'Propanediol', 'Cetearyl Alcohol'],
    PRESERVATIVES,
  ),
  primer: formula(
    ['Dimethicone', 'Cyclopentasiloxane', 'Dimethicone Crosspolymer', 'Silica'],
    ['Glycerin', 'Polymethylsilsesquioxane', 'Mica', 'Caprylyl Glycol'],
    ['Phenoxyethanol'],
  ),
  foundation: formula(
    ['Aqua (Water)', 'Cyclopentasiloxane', 'Titanium Dioxide (CI 77891)', 'Glycerin', 'Dimethicone'],
    ['Butylene Glycol', 'Silica', 'Talc', 'Sodium Chloride', 'PEG-10 Dimethicone', 'Disteardimonium Hectorite'],
    ['Phenoxyethanol', IRON_OXIDES],
  ),
  powder: formula(
    ['Talc', 'Mica', 'Silica', 'Zinc Stearate'],
    ['Dimethicone', 'Magnesium Stearate', 'Boron Nitride', 'Caprylyl Glycol', 'Nylon-12'],
    [IRON_OXIDES, 'Titanium Dioxide (CI 77891)'],
  ),
  lipstick: formula(
    [
      'Ricinus Communis (Castor) Seed Oil',
      'Octyldodecanol',
      'Euphorbia Cerifera (Candelilla) Wax',
      'Copernicia Cerifera (Carnauba) Wax',
    ],
    ['Isopropyl Myristate', 'Ozokerite', 'Silica', 'Polybutene', 'Tocopheryl Acetate', 'Aroma (Flavor)'],
    ['CI 15850', 'CI 77491', 'CI 77891'],
  ),
  eyeshadow: formula(
    ['Talc', 'Mica', 'Magnesium Stearate', 'Dimethicone'],
    ['Ethylhexyl Palmitate', 'Silica', 'Boron Nitride', 'Caprylyl Glycol', 'Calcium Aluminum Borosilicate'],
    ['CI 77491', 'CI 77499', 'CI 77891', 'CI 77007'],
  ),
  mascara: formula(
    ['Aqua (Water)', 'Cera Alba (Beeswax)', 'Stearic Acid', 'Copernicia Cerifera (Carnauba) Wax'],
    ['Acacia Senegal Gum', 'Triethanolamine', 'Hydroxyethylcellulose', 'Butylene Glycol', 'Polyvinyl Alcohol'],
    ['Phenoxyethanol', 'CI 77499'],
  ),
  brow: formula(
    ['Hydrogenated Vegetable Oil', 'Synthetic Wax', 'Talc', 'Mica'],
    ['Stearic Acid', 'Tocopheryl Acetate', 'Silica', 'Polyethylene'],
    ['CI 77491', 'CI 77492', 'CI 77499'],
  ),
  lashes: {
    label: 'materials',
    base: ['Polybutylene Terephthalate (PBT) Fibre', 'Cotton Band'],
    extras: [],
    tail: [],
  },
  perfume: formula(['Alcohol Denat.', 'Parfum (Fragrance)', 'Aqua (Water)'], FRAGRANCE_ALLERGENS, []),
  perfumeOil: formula(
    ['Caprylic/Capric Triglyceride', 'Parfum (Fragrance)', 'Simmondsia Chinensis (Jojoba) Seed Oil'],
    FRAGRANCE_ALLERGENS,
    ['Tocopherol'],
  ),
  bodyMist: formula(
    ['Aqua (Water)', 'Alcohol Denat.', 'Parfum (Fragrance)', 'Glycerin', 'Polysorbate 20'],
    FRAGRANCE_ALLERGENS,
    ['Phenoxyethanol'],
  ),
  bodyCream: formula(
    ['Aqua (Water)', 'Glycerin', 'Caprylic/Capric Triglyceride', 'Cetearyl Alcohol', 'Glyceryl Stearate'],
    ['Parfum (Fragrance)', 'Dimethicone', 'Allantoin', 'Xanthan Gum', 'Sodium Hydroxide', 'Stearic Acid'],
    PRESERVATIVES,
  ),
  lotion: formula(
    ['Aqua (Water)', 'Glycerin', 'Caprylic/Capric Triglyceride', 'Cetyl Alcohol'],
    ['Parfum (Fragrance)', 'Carbomer', 'Allantoin', 'Sodium Hydroxide', 'Isopropyl Palmitate'],
    PRESERVATIVES,
  ),
  shower: formula(
    ['Aqua (Water)', 'Sodium Laureth Sulfate', 'Cocamidopropyl Betaine', 'Sodium Chloride'],
    ['Glycerin', 'Parfum (Fragrance)', 'Coco-Glucoside', 'Citric Acid', 'Polyquaternium-7', 'PEG-7 Glyceryl Cocoate'],
    ['Sodium Benzoate', 'Potassium Sorbate'],
  ),
  scrub: formula(
    ['Sucrose', 'Caprylic/Capric Triglyceride', 'Glycerin', 'Helianthus Annuus (Sunflower) Seed Oil'],
    ['Parfum (Fragrance)', 'Cetearyl Alcohol', 'Polysorbate 80', 'Sodium Chloride'],
    ['Phenoxyethanol'],
  ),
  soap: formula(
    ['Sodium Olivate', 'Sodium Cocoate', 'Aqua (Water)', 'Glycerin'],
    ['Sodium Shea Butterate', 'Parfum (Fragrance)', 'Sodium Chloride', 'Tetrasodium EDTA', 'Kaolin'],
    ['Tocopherol'],
  ),
  shampoo: formula(
    ['Aqua (Water)', 'Sodium Lauroyl Methyl Isethionate', 'Cocamidopropyl Betaine', 'Decyl Glucoside'],
    ['Glycerin', 'Polyquaternium-10', 'Citric Acid', 'Guar Hydroxypropyltrimonium Chloride', 'Parfum (Fragrance)'],
    ['Sodium Benzoate', 'Potassium Sorbate'],
  ),
  conditioner: formula(
    ['Aqua (Water)', 'Cetearyl Alcohol', 'Behentrimonium Chloride', 'Glycerin'],
    ['Brassicamidopropyl Dimethylamine', 'Hydroxyethylcellulose', 'Citric Acid', 'Parfum (Fragrance)', 'Lactic Acid'],
    PRESERVATIVES,
  ),
  hairOil: formula(
    ['Caprylic/Capric Triglyceride', 'Coco-Caprylate', 'Helianthus Annuus (Sunflower) Seed Oil'],
    ['Parfum (Fragrance)', 'Limonene', 'Linalool'],
    [],
  ),
  styling: formula(
    ['Aqua (Water)', 'Alcohol Denat.', 'VP/VA Copolymer', 'Polyquaternium-11'],
    ['Parfum (Fragrance)', 'PEG-40 Hydrogenated Castor Oil', 'Glycerin', 'Isobutane', 'Propane'],
    ['Phenoxyethanol'],
  ),
} satisfies Record<string, Formula>;

export type FormulaKey = keyof typeof formulas;
