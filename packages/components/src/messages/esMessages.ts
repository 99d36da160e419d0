import type { OfferkitMessages } from './defaultMessages.ts';
import { channelNames, formatDistanceMiles } from './messageFormats.ts';

const plural = (count: number, one: string, other: string) => (count === 1 ? one : other);

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
  // OffersExperience's own strings.
  rewardsTitle: 'Recompensas',
  offersTitle: 'Ofertas',
  nearbyTitle: 'Cerca de ti',
  rewardsViewTitle: 'Tus recompensas',
  viewsLabel: 'Vistas de recompensas',
  searchLabel: 'Buscar ofertas',
  searchPlaceholder: 'Comercio o categoría',
  clearSearch: 'Borrar búsqueda',
  categoriesLabel: 'Categorías',
  allCategories: 'Todas',
  channelLabel: 'Dónde usarla',
  channelAll: 'En cualquier lugar',
  channelInStore: 'En tienda',
  channelOnline: 'En línea',
  sortLabel: 'Ordenar por',
  sortRecommended: 'Recomendadas',
  sortNewest: 'Más recientes',
  sortExpiringSoon: 'Vencen pronto',
  resultCount: (count, more) =>
    more
      ? `${count}+ ${plural(count, 'oferta', 'ofertas')}`
      : `${count} ${plural(count, 'oferta', 'ofertas')}`,
  emptyTitle: 'Aún no hay ofertas',
  emptyText: 'Las ofertas nuevas aparecen aquí cuando los comercios las agregan. Vuelve pronto.',
  emptyFilteredTitle: 'No hay ofertas que coincidan',
  emptyFilteredText: 'Nada coincide con estos filtros. Prueba otra búsqueda o borra los filtros.',
  clearFilters: 'Borrar filtros',
  offline:
    'No tienes conexión. Lo que ves puede no estar al día; se actualizará cuando vuelvas a estar en línea.',
  offlineTitle: 'No tienes conexión',
  offlineText: 'Las ofertas se cargarán en cuanto vuelva tu conexión.',
  viewLoadError: 'Esta parte no se cargó. Revisa tu conexión y vuelve a intentarlo.',
  slow: 'Esto está tardando más de lo normal…',
  close: 'Cerrar',
  locationIntro: 'Descubre ofertas en comercios cerca de ti.',
  useMyLocation: 'Usar mi ubicación',
  locating: 'Buscando tu ubicación…',
  locationDenied:
    'El acceso a la ubicación está desactivado para este sitio. Actívalo en la configuración del navegador o busca por ciudad, código postal o estado.',
  locationUnavailable: 'Tu ubicación no está disponible en este momento.',
  locationFallback: 'También puedes buscar por ciudad, código postal o estado.',
  locationGiven: 'Mostrando comercios en tu zona.',
  radiusLabel: 'Distancia',
  radiusOption: (miles, locale) =>
    `A menos de ${new Intl.NumberFormat(locale, { style: 'unit', unit: 'mile', unitDisplay: 'long' }).format(miles)}`,
  placeFiltersLabel: 'Filtrar por lugar',
  cityLabel: 'Ciudad',
  zipCodeLabel: 'Código postal',
  stateLabel: 'Estado',
  applyFilters: 'Aplicar',
  nearbyEmptyTitle: 'No se encontraron comercios',
  nearbyEmptyText:
    'No hay comercios participantes que coincidan. Prueba una distancia mayor u otros lugares.',
};
