import type { FastifyRequest } from 'fastify';

/** The site's address for the visitor of a request. */
export type SiteUrlOf = (request: FastifyRequest) => string;

/**
 * Where links made for a visitor lead (letters, the payment's return, the sandbox's page):
 * PUBLIC_URL when it is configured; otherwise the address the visitor came on — the Host, or
 * X-Forwarded-Host/-Proto when TRUST_PROXY trusts the proxy that set them — so a visitor on
 * 127.0.0.1 or a LAN address comes back to the origin their session lives on. Production must
 * configure PUBLIC_URL (config.ts): there no Host a stranger sends may reach a letter.
 */
export function siteUrlOf(publicUrl: string | undefined): SiteUrlOf {
  return (request) => publicUrl ?? `${request.protocol}://${request.host}`;
}

/**
 * The built-in sandbox's page on the site's host name, when no address of its own
 * (PAYMENT_SANDBOX_URL) is configured: it listens beside the site, on its own port, so the
 * visitor reaches it the way they reached the site.
 */
export function onSiteHost(pageUrl: string, siteUrl: string): string {
  const page = new URL(pageUrl);
  page.hostname = new URL(siteUrl).hostname;
  return page.toString();
}
