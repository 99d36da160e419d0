/**
 * Figure 9, Offerkit's side: the embed a bank writes (`OfferkitProvider` + client + `OffersExperience`,
 * the same page as figure 3's session), fetching its first page from the sandbox, with the first-card
 * probe watching the DOM.
 */
import { mountExperience } from './experienceApp.tsx';
import { watchFirstCard } from './firstCardProbe.ts';

const root = document.getElementById('root') as HTMLElement;
watchFirstCard(root);
mountExperience(root);
