/** The legal documents of SPEC §2, each at its own address and in its own markdown file. */
export const legalDocuments = ['privacy_policy', 'terms_of_use', 'public_offer'] as const;

/** Paths match case-insensitively, so /Public_Offer reads the same file as /public_offer. */
export function legalFileUrl(pathname: string): string {
  const name = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  return `${import.meta.env.BASE_URL}content/legal/${name}.md`;
}
