/** The bank's name and logo, in the top bar of both screens. */
export function BankBrand() {
  return (
    <span className="wb-brand">
      <svg className="wb-logo" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <path d="M16 2 3 9v3h26V9L16 2Zm-9 12v10h3V14H7Zm7.5 0v10h3V14h-3Zm7.5 0v10h3V14h-3ZM3 26v4h26v-4H3Z" />
      </svg>
      Northwind Bank
    </span>
  );
}
