'use client';
import { DEFAULT_IMPRESSION_POLICY, type ImpressionPolicy } from '@offerkit/data';
import { createContext } from 'react';
import type { ImpressionObserverScope } from './ImpressionObserverScope.ts';

/** The impression policy of the images below (`OfferkitProvider`'s `impressions`, `ImpressionPolicyProvider`). */
export const ImpressionPolicyContext = createContext<ImpressionPolicy>(DEFAULT_IMPRESSION_POLICY);

/** The list's shared observer and timer (`ImpressionScopeProvider`); `null`: the page's. */
export const ImpressionScopeContext = createContext<ImpressionObserverScope | null>(null);
