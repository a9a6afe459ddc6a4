export interface CurrencyRate {
  /** ISO 4217 code, e.g. USD. */
  code: string;
  name: string;
  /** Branch name, or null for the head office. */
  branch: string | null;
  /** Central bank rate, sums per one unit. */
  cbRate: number;
  buy: number;
  sell: number;
  /** ISO date the rates were set. */
  date: string;
}
