/**
 * Which lead provider (the site that sold the lead) a lead email came from, read off its sender's domain.
 * LEAD_PROVIDER_DOMAINS names the known ones ("hireahelper.com=HireAHelper"); a subdomain counts as its domain
 * ("leads.hireahelper.com" is HireAHelper); any other domain stands for itself, so leads from a new provider still
 * group together in the refund report until it is named.
 */

/** Longest provider name kept (the column's width). */
export const PROVIDER_NAME_MAX = 80;

/** The known lead providers' mail domains, from the LEAD_PROVIDER_DOMAINS setting (a comma list of domain=Name). */
export function parseProviderDomains(setting: string): ReadonlyMap<string, string> {
  const domains = new Map<string, string>();
  for (const entry of setting.split(',')) {
    const at = entry.indexOf('=');
    if (at <= 0) continue;
    const domain = entry.slice(0, at).trim().toLowerCase();
    const name = entry.slice(at + 1).trim();
    if (domain && name) domains.set(domain, name.slice(0, PROVIDER_NAME_MAX));
  }
  return domains;
}

/** The provider a lead email's sender stands for; null when the sender has no domain. */
export function providerFromSender(from: string, domains: ReadonlyMap<string, string>): string | null {
  const domain = from.trim().toLowerCase().split('@')[1]?.replace(/\.$/, '');
  if (!domain) return null;
  const labels = domain.split('.');
  for (let i = 0; i < labels.length - 1; i++) {
    const known = domains.get(labels.slice(i).join('.'));
    if (known) return known;
  }
  return domain.slice(0, PROVIDER_NAME_MAX);
}

/** A provider name given through the API or an import: trimmed, cut to the column, blank = none. */
export function providerName(given: string | null | undefined): string | null {
  const name = given?.trim().replace(/\s+/g, ' ');
  return name ? name.slice(0, PROVIDER_NAME_MAX) : null;
}
