import { describe, expect, it } from 'vitest';
import { addressParts } from './address-line.js';

describe('an address line as street, house and apartment', () => {
  it.each([
    ['Ленина 12', { street: 'Ленина', house: '12', apartment: null }],
    ['Ленина 12А, кв. 5', { street: 'Ленина', house: '12А', apartment: '5' }],
    ['ул. Токтогула, д. 125/1, кв. 40', { street: 'ул. Токтогула', house: '125/1', apartment: '40' }],
    ['Chui 100, apt 7', { street: 'Chui', house: '100', apartment: '7' }],
    ['Манас 3, батир 12', { street: 'Манас', house: '3', apartment: '12' }],
  ])('%s', (line, parts) => {
    expect(addressParts(line)).toEqual(parts);
  });

  it('keeps a line without a house number whole as the street', () => {
    expect(addressParts('мкр. Джал')).toEqual({ street: 'мкр. Джал', house: '', apartment: null });
  });
});
