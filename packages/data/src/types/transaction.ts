import type { Open } from './open.ts';

export type TransactionDirection = Open<'DEBIT' | 'CREDIT'>;
export type TransactionStatus = Open<'APPROVED' | 'SETTLED' | 'REVERSED' | 'DECLINED' | 'RETURNED'>;

export interface TransactionMerchant {
  id?: string;
  name?: string;
  addrStreet?: string;
  addrCity?: string;
  addrState?: string;
  addrZipcode?: string;
  addrCountry?: string;
}

export interface TransactionAttributes {
  /** The user's id; submitted transactions carry this or `referringPartnerUserId`. */
  userId?: string;
  referringPartnerUserId?: string;
  /** Cents. */
  amount: number;
  direction: TransactionDirection;
  status: TransactionStatus;
  currency?: string;
  /** Mapped from the matched offer's `attributes.name`. */
  description: string;
  mcc?: string;
  authorizationDate?: string;
  settledDate?: string;
  transactionDate?: string;
  merchantId?: string;
  merchant?: TransactionMerchant;
  cardBIN?: string;
  cardLastFour?: string;
  authorizationCode?: string;
  retrievalReferenceNumber?: string;
  systemTraceAuditNumber?: string;
  acquirerReferenceNumber?: string;
  isDeposit?: boolean;
}

/** A card transaction event; all events of one transaction share the `id`. */
export interface Transaction {
  type: 'transaction';
  id: string;
  attributes: TransactionAttributes;
}

export interface CoreTransactionAttributes extends Omit<TransactionAttributes, 'cardLastFour'> {
  financialInstitutionId?: string;
  /** @deprecated Use `financialInstitutionId`. */
  financialInstitutionName?: string;
  /** Replaces the former single `cardLastFour`. */
  cardLastFours?: string[];
}

/** The core-banking variant of a transaction. */
export interface CoreTransaction {
  type: 'coreTransaction';
  id: string;
  attributes: CoreTransactionAttributes;
}
