import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Browser features the site may use (Permissions-Policy, on every response): geolocation for its own pages
 * only (the search's "current location" asks the browser for the position), fullscreen for its own pages (the
 * PDF viewer); everything else the site never needs is off for it and for anything it frames (camera,
 * microphone, payment, USB and the other device and sensor APIs, and interest-based ad topics).
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'fullscreen=(self)',
  'camera=()',
  'microphone=()',
  'display-capture=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'bluetooth=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'xr-spatial-tracking=()',
  'screen-wake-lock=()',
  'browsing-topics=()',
].join(', ');

/**
 * Helmet headers with a strict Content-Security-Policy, and the Permissions-Policy above. Scripts and style
 * elements need the per-request nonce (`reply.cspNonce.script` / `.style`), which the page renderer puts on
 * the tags it emits; inline style attributes stay allowed because React and React Aria set positions and
 * sizes through them.
 */
async function securityPlugin(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        styleSrcAttr: ["'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        // Only when the site is served over HTTPS does upgrading make sense; the embedded default is http.
        upgradeInsecureRequests: null,
      },
    },
    // The e-sign widget and the PDF viewer load cross-origin resources that do not send CORP headers.
    crossOriginEmbedderPolicy: false,
    // HSTS only helps (and only is honoured) on HTTPS deployments; a TLS-terminating proxy sets it there.
    strictTransportSecurity: false,
  });
}

export default fp(securityPlugin, { name: 'portico-security' });
