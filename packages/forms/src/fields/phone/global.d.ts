export {};

declare global {
  interface Window {
    /**
     * The default country of phone fields (ISO 3166-1 alpha-2, e.g. 'CA'), set by the host page for its
     * audience. A field's `phoneOptions.defaultCountryCode` wins; without either the default is 'US'.
     */
    PORTICO_PHONE_COUNTRY?: string;
  }
}
