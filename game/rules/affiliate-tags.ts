/**
 * The operator's affiliate parameters (AFFILIATE_TAGS), added to retailer links of the gift
 * store when they are shown or followed. Pure: the server's redirect and the admin's preview
 * use the same rule.
 *
 * Text form: entries separated by ';', each `domain=query`, e.g.
 * "amazon.com=tag=puzzlegift-20;etsy.com=utm_source=puzzlegift&utm_medium=gift".
 */

export interface AffiliateTag {
  domain: string; // lower case, no leading dot; matches itself and its subdomains
  params: [string, string][]; // set on a matching link, replacing a parameter of the same name
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Parses AFFILIATE_TAGS; throws a sentence naming the bad entry (the server refuses to start with it). */
export function parseAffiliateTags(text: string): AffiliateTag[] {
  const tags: AffiliateTag[] = [];
  for (const entry of text.split(';').map((part) => part.trim()).filter(Boolean)) {
    const cut = entry.indexOf('=');
    const domain = (cut < 0 ? entry : entry.slice(0, cut)).trim().toLowerCase().replace(/^\./, '');
    const query = cut < 0 ? '' : entry.slice(cut + 1).trim();
    if (!DOMAIN.test(domain)) throw new Error(`AFFILIATE_TAGS: "${entry}" does not start with a domain name (like amazon.com=tag=mytag-20).`);
    const params = [...new URLSearchParams(query)].filter(([name]) => name !== '');
    if (params.length === 0) throw new Error(`AFFILIATE_TAGS: "${entry}" has no parameter after the domain (like amazon.com=tag=mytag-20).`);
    if (tags.some((tag) => tag.domain === domain)) throw new Error(`AFFILIATE_TAGS: ${domain} is listed twice.`);
    tags.push({ domain, params });
  }
  return tags;
}

/** Whether `host` is `domain` or one of its subdomains (www.amazon.com, smile.amazon.com; not notamazon.com). */
export function hostMatches(host: string, domain: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === domain || name.endsWith(`.${domain}`);
}

/**
 * A link that may be followed: http or https with a host. Anything else (javascript:, data:,
 * mailto:, a relative path) is refused by the admin form and never redirected to.
 */
export function isRetailerLink(link: string): boolean {
  try {
    const url = new URL(link);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * The link with the parameters of the most specific matching domain set (existing query
 * kept, a parameter of the same name replaced, not repeated); any other link unchanged.
 * The most specific: with both amazon.com and smile.amazon.com listed, smile.amazon.com wins.
 */
export function tagRetailerLink(link: string, tags: readonly AffiliateTag[]): string {
  if (!isRetailerLink(link)) return link;
  const url = new URL(link);
  const match = tags
    .filter((tag) => hostMatches(url.hostname, tag.domain))
    .sort((a, b) => b.domain.length - a.domain.length)[0];
  if (!match) return link;
  for (const [name, value] of match.params) url.searchParams.set(name, value);
  return url.toString();
}
