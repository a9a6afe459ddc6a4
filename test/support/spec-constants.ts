/** The legal-entity sub pages of spec §2.2, which the demo content provides as sections. */
export const SPEC_JURISTIC_SECTIONS = [
  'credits',
  'currency-operations',
  'deposits',
  'e-pos',
  'internet-banking',
  'oferta',
  'payroll-project',
  'uni-pos',
];
