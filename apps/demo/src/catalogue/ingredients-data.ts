import { activeIngredients } from './active-ingredients.js';
import { naturalIngredients } from './natural-ingredients.js';

export const ingredients = { ...activeIngredients, ...naturalIngredients };

export type IngredientKey = keyof typeof ingredients;
