/** The flag emoji of a 2-letter country code ('NZ' → 🇳🇿), or '' for anything else (docs/areas/pricing.md, "Country VAT/GST"). */
export function flagEmoji(code: string | null | undefined): string {
  const letters = (code ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(letters)) return '';
  return String.fromCodePoint(...[...letters].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}
