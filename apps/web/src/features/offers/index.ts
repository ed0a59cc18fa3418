export { OfferDetailScreen, type OfferDetailScreenProps } from './offer-detail-screen.js';
export { OfferDocumentScreen, type OfferDocumentScreenProps } from './offer-document-screen.js';
export { isOfferLetter } from './offer-rules.js';
export { OfferCards, OffersListScreen, type OffersListScreenProps } from './offers-list-screen.js';
export { PdfViewer } from './pdf-viewer.js';
