import type { Open } from './open.ts';
import type { TransactionDirection, TransactionMerchant, TransactionStatus } from './transaction.ts';

/** The merchant of a historical upload line: a transaction's merchant plus its position and store. */
export interface HistoricalMerchant extends TransactionMerchant {
  latitude?: string;
  longitude?: string;
  storeId?: string;
}

/** One JSONL line of a card issuer's historical upload. */
export interface HistoricalTransaction {
  type: 'historicalTransaction';
  id: string;
  attributes: {
    userId: string;
    transactionId: string;
    amount: number;
    /** Before tax and tip. */
    subtotal?: number;
    currency: string;
    status: TransactionStatus;
    direction: TransactionDirection;
    paymentType?: Open<'CARD'>;
    description: string;
    description2?: string;
    mcc?: string;
    cardBIN: string;
    cardLastFour: string;
    cardNetwork?: Open<'VISA' | 'MASTERCARD'>;
    authorizationDate: string;
    authorizationCode?: string;
    retrievalReferenceNumber?: string;
    acquirerReferenceNumber?: string;
    systemTraceAuditNumber?: string;
    merchant: HistoricalMerchant;
  };
}

/** One JSONL line of a core-banking historical upload (no card or merchant detail). */
export interface CoreHistoricalTransaction {
  type: 'coreHistoricalTransaction';
  id: string;
  attributes: {
    userId: string;
    transactionId: string;
    amount: number;
    currency: string;
    description: string;
    direction: TransactionDirection;
    /** Always `SETTLED`. */
    status: 'SETTLED';
    settledDate: string;
    authorizationDate: string;
    financialInstitutionId?: string;
    cardLastFours?: string[];
  };
}

export type FileUploadType = 'IncomingTransactionsFile' | 'HistoricalTransactionsFile';

/** An upload session: PUT the JSONL file to `url` exactly as returned, within `expiresIn` seconds. */
export interface HistoricalTransactionsFile {
  type: 'historicalTransactionsFile';
  id: string;
  attributes: {
    url: string;
    /** Seconds; 900. */
    expiresIn: number;
  };
}

export type ReconciliationFileType = Open<'dailyReconciliationFile' | 'monthlyReconciliationFile'>;
export type ReconciliationPaymentStatus = Open<'PENDING' | 'PAID_IN_FULL'>;

/** A reconciliation file from the files endpoint. Fields other than `downloadUrl` are not in the contract. */
export interface ReconciliationFile {
  type: string;
  id: string;
  attributes: {
    downloadUrl: string;
    [field: string]: unknown;
  };
}
