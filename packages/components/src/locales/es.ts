// `@offerkit/components/locales/es`: the Spanish translations, one entry per language so that an app
// pays only for the languages it imports (English, `defaultMessages`, is in the main entry as the fallback).
export { esMessages } from '../messages/esMessages.ts';
