import type { OfferkitMessages } from './defaultMessages.ts';
import { channelNames, formatDistanceMiles } from './messageFormats.ts';

const CHANNELS: Readonly<Record<string, string>> = { INSTORE: 'En tienda', ONLINE: 'En línea' };
const ONLY_CHANNELS: Readonly<Record<string, string>> = {
  INSTORE: 'Solo en tienda',
  ONLINE: 'Solo en línea',
};

/**
 * The built-in strings in Spanish (US Spanish: distances stay in miles). Pass them to
 * `OfferkitMessagesProvider` together with a Spanish `locale` on the provider, so numbers and dates are
 * formatted for it too: `<OfferkitMessagesProvider messages={esMessages}>`.
 */
export const esMessages: OfferkitMessages = {
  ctaPending: 'Procesando…',
  ctaError: 'No se pudo completar. Inténtalo de nuevo.',
  ctaDone: 'Oferta actualizada.',
  previousReward: 'Antes:',
  offersLabel: 'Ofertas',
  offersLoading: 'Cargando ofertas…',
  offersEmpty: 'No hay ofertas para mostrar en este momento.',
  offersError: 'No se pudieron cargar las ofertas.',
  offersMoreError: 'No se pudieron cargar más ofertas.',
  offerNotFound: 'Esta oferta no está disponible.',
  offerLoading: 'Cargando oferta…',
  offerError: 'No se pudo cargar esta oferta.',
  locationsLabel: 'Ubicaciones',
  locationsLoading: 'Cargando ubicaciones…',
  locationsEmpty: 'No se encontraron ubicaciones.',
  locationsError: 'No se pudieron cargar las ubicaciones.',
  locationsMoreError: 'No se pudieron cargar más ubicaciones.',
  loadMore: 'Cargar más',
  loadingMore: 'Cargando más…',
  retry: 'Reintentar',
  terms: 'Condiciones',
  startDate: 'Comienza',
  expirationDate: 'Vence',
  purchaseChannels: 'Dónde usarla',
  purchaseChannel: channelNames(CHANNELS),
  purchaseChannelOnly: channelNames(ONLY_CHANNELS, (name) => `Solo ${name}`),
  categories: 'Categorías',
  website: 'Visitar el sitio web',
  opensInNewTab: '(se abre en una pestaña nueva)',
  distance: formatDistanceMiles,
  openingHours: 'Horario',
  phone: 'Teléfono',
  locationOffers: 'Ofertas aquí',
  earnedRewardsLabel: 'Tus recompensas',
  earnedRewardsLoading: 'Cargando tus recompensas…',
  earnedRewardsEmpty:
    'Aún no tienes recompensas. Las de las ofertas activadas aparecen aquí después de tus compras.',
  earnedRewardsError: 'No se pudieron cargar tus recompensas.',
  earnedRewardPending: 'Pendiente',
  earnedRewardSettled: 'Ganada',
  earnedRewardPurchase: 'Compra',
  earnedRewardsTotalLabel: 'Tu total',
  earnedRewardsTotalEarned: 'Ganado hasta ahora',
  earnedRewardsTotalPending: 'Pendiente',
  earnedRewardsPendingCount: (count) => (count === 1 ? '1 recompensa' : `${count} recompensas`),
};
