/**
 * Figure 3, second session: the library's composed page, `OffersExperience`, with its defaults (search
 * box with debounce, list, detail dialog), on the built packages and the bench server's sandbox.
 * bench/figures/network.ts drives it like a user and counts the requests the sandbox received.
 */
import { mountExperience } from './experienceApp.tsx';

mountExperience(document.getElementById('root') as HTMLElement);
document.documentElement.dataset.ready = 'true';
