import type { Category } from './category.ts';
import type { ResourceIdentifier } from './common.ts';
import type { Offer } from './offer.ts';

export interface LocationAddress {
  street?: string;
  city?: string;
  state?: string;
  zipCode?: string;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** `day` 0–6 (Sunday first), `time` such as `"0900"`. */
export interface OperationTime {
  day: number;
  time: string;
}

export interface OperationPeriod {
  open: OperationTime;
  close?: OperationTime;
}

export interface OperationHours {
  periods?: OperationPeriod[];
  /** Display lines such as `"Monday: 9:00 AM – 5:00 PM"`. */
  weekdayText?: string[];
}

export interface LocationAttributes {
  name: string;
  address?: LocationAddress;
  coordinates?: Coordinates;
  phone?: string;
  operationHours?: OperationHours;
  partnerIds?: ResourceIdentifier[];
}

/** A merchant location as the service sends it (`type: "location"`). */
export interface RawLocation {
  type: 'location';
  id: string;
  attributes: LocationAttributes;
  relationships?: {
    offers?: { data: ResourceIdentifier<'standardOffer'>[] };
    category?: { data: ResourceIdentifier<'category'>[] };
  };
}

/** A decoded location with its offers and categories joined from `included`. */
export interface Location extends RawLocation {
  /** The offers redeemable here, resolved from `included`; offers missing from `included` are left out. */
  offers: Offer[];
  categories: Category[];
}
