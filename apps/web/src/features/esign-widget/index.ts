export { EsignDocumentWidget, type PdfViewerComponent } from './esign-document-widget.js';
export {
  type EsignMessageType,
  EsignWidgetScreen,
  type EsignWidgetScreenProps,
} from './esign-widget-screen.js';
