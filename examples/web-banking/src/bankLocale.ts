/** The language and region the bank's pages format amounts in (Offerkit's `locale`). */
export const BANK_LOCALE = 'en-US';
