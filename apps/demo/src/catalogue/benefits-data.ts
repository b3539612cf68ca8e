import { careBenefits } from './care-benefits.js';
import { makeupBenefits } from './makeup-benefits.js';

export const benefits = { ...careBenefits, ...makeupBenefits };

export type BenefitKey = keyof typeof benefits;
