/** `+996555123456` (as the API stores it) → `+996 555 123 456`; other numbers as they are. */
export function formatPhone(phone: string): string {
  const kyrgyz = /^\+996(\d{3})(\d{3})(\d{3})$/.exec(phone);
  return kyrgyz ? `+996 ${kyrgyz[1]} ${kyrgyz[2]} ${kyrgyz[3]}` : phone;
}
