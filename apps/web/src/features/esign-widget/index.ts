export {
  type EsignMessageType,
  EsignWidgetScreen,
  type EsignWidgetScreenProps,
} from './esign-widget-screen.js';
