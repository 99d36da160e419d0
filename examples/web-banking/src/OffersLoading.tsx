/**
 * What the offers page's main area shows until the offers can be drawn. It is at least as tall as the
 * window, so the footer starts below it and is not pushed down (a layout shift) when the offers arrive.
 */
export function OffersLoading() {
  return (
    <p className="wb-status wb-status-loading" role="status">
      Loading your offers…
    </p>
  );
}
