/** The global function every script payload calls with its vector id. A test defines it and watches it. */
export const XSS_CANARY = '__okXss';

/** The origin every exfiltration or remote-load payload aims at. Nothing may ever be requested from it. */
export const XSS_EVIL_ORIGIN = 'https://evil.example';

/** A second, protocol-relative host, for payloads that try `//host` forms. */
export const XSS_EVIL_HOST = 'evil.example';
