/** A run of digit groups written with spaces: `1 000 000`, `12 345 678`. */
const GROUPED = /\d+(?: \d{3})+(?!\d)/g;

/**
 * Editors write amounts as `1 000 000 сумов` with plain spaces, and a narrow column then breaks
 * `1` from `000 000`: each space between digit groups becomes a no-break space.
 */
export function unbrokenAmounts(text: string): string {
  return text.replace(GROUPED, (amount) => amount.replaceAll(' ', '\u00a0'));
}
