/**
 * The checkout takes the address as one line ("Ленина 12, кв. 5"); the account keeps it as
 * street, house and apartment (spec §3). The checkout writes the line back from the parts as
 * `street house, <apartment word> apartment`, so a line split here comes back the same.
 */
const apartmentWords = /^(?:кв\.?|квартира|apt\.?|apartment|батир)\s*/iu;
/** A house number: digits, perhaps a letter, a slash or a building ("12", "12А", "12/3", "12 к2"). */
const houseAtEnd = /^(.*?)[\s,]+(?:д\.?\s*|дом\s+|үй\s+)?(\d+[\p{L}\d/-]*(?:\s*(?:к|корп\.?|стр\.?)\s*\d+)?)$/iu;

export interface AddressParts {
  street: string;
  house: string;
  apartment: string | null;
}

export function addressParts(line: string): AddressParts {
  const trimmed = line.trim().replace(/\s+/g, ' ');
  const [head = '', ...rest] = trimmed.split(',').map((part) => part.trim());
  const last = rest.at(-1);
  let main = trimmed;
  let apartment: string | null = null;
  if (last !== undefined && apartmentWords.test(last)) {
    apartment = last.replace(apartmentWords, '').trim() || null;
    main = [head, ...rest.slice(0, -1)].join(', ');
  }
  const house = houseAtEnd.exec(main);
  if (house?.[1] && house[2]) return { street: house[1].trim(), house: house[2].trim(), apartment };
  // No house number the rule recognises: the whole line stays the street, nothing is lost.
  return { street: main, house: '', apartment };
}
