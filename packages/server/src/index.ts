// @offerkit/server — the issuer's backend half. Every public export is named here.
export {};
