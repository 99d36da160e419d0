import { memoryWebhookStore, type WebhookStore } from '@offerkit/server';
import { describe, expect, it } from 'vitest';
import { type StoreHarness, storeContract } from './storeContract.ts';

let counter = 0;
const unique = () => {
  counter += 1;
  return String(counter);
};

describe('memoryWebhookStore (one instance: the two "instances" share one store)', () => {
  storeContract(() => {
    let offset = 0;
    const now = () => Date.now() + offset;
    let shared: WebhookStore | undefined;
    const harness: StoreHarness = {
      store: (options = {}) => {
        shared ??= memoryWebhookStore({ now, ...options });
        return shared;
      },
      passTime: async (ms) => {
        offset += ms;
      },
    };
    return harness;
  }, unique);

  it('refuses a lease that is not a positive number, saying what to give', () => {
    expect(() => memoryWebhookStore({ leaseMs: 0 })).toThrow(/positive number of milliseconds/);
    expect(() => memoryWebhookStore({ leaseMs: Number.NaN })).toThrow(/e\.g\. 300000/);
  });
});
