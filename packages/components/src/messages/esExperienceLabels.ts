import type { ExperienceLabels } from '../experience/experienceLabels.ts';

const plural = (count: number, one: string, other: string) => (count === 1 ? one : other);

/**
 * The built-in `OffersExperience` labels in Spanish (US Spanish: distances stay in miles). Pass them as
 * `labels`, with `esMessages` as `messages` and a Spanish `locale` on the provider.
 */
export const esExperienceLabels: ExperienceLabels = {
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
