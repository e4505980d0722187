/**
 * The branded shell every e-mail shares. Mail clients ignore <style> blocks and
 * modern CSS, so this is table layout with inline styles in the site's colours.
 * Callers escape user text with escapeHtml before putting it into bodyHtml.
 */

const COLORS = {
  background: '#faf7ff',
  surface: '#ffffff',
  text: '#1f1633',
  muted: '#5b5570',
  primary: '#6d28d9',
  border: '#ddd6fe',
};
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in element content and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** A paragraph of plain (user or product) text; line breaks are kept. */
export function emailParagraph(text: string): string {
  const html = escapeHtml(text).replace(/\r?\n/g, '<br>');
  return `<p style="margin:0 0 16px;font-size:16px;line-height:1.55;color:${COLORS.text};">${html}</p>`;
}

/** A call-to-action link styled as a button; only http(s) links are accepted. */
export function emailButton(href: string, label: string): string {
  if (!/^https?:\/\//i.test(href)) throw new Error(`refusing a non-http link in an e-mail: ${href}`);
  return (
    `<table role="presentation" cellspacing="0" cellpadding="0" border="0" style="margin:8px 0 24px;"><tr>` +
    `<td style="border-radius:10px;background:${COLORS.primary};">` +
    `<a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 24px;font-family:${FONT};` +
    `font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:10px;">${escapeHtml(label)}</a>` +
    `</td></tr></table>`
  );
}

/** Small print under the main content, e.g. the link written out or why the mail was sent. */
export function emailNote(text: string): string {
  return `<p style="margin:0 0 12px;font-size:13px;line-height:1.5;color:${COLORS.muted};">${escapeHtml(text)}</p>`;
}

/**
 * Where a mail to someone other than its sender gets its "Don't send me puzzle gifts" link.
 * The link is filled in when the mail is sent (server/consent/recipient-mail.ts), where the
 * outbox knows the mail's purpose; in any other mail the mark stays an invisible comment.
 */
export const RECIPIENT_FOOTER_MARK = '<!--recipient-footer-->';

/** The unsubscribe link under the footer line, small but plainly visible. */
export function unsubscribeFooterHtml(href: string, label: string): string {
  if (!/^https?:\/\//i.test(href)) throw new Error(`refusing a non-http link in an e-mail: ${href}`);
  return `<br><a href="${escapeHtml(href)}" style="display:inline-block;padding:6px 0;color:${COLORS.muted};text-decoration:underline;">${escapeHtml(label)}</a>`;
}

export interface EmailLayout {
  title: string; // plain text: the heading and the document title
  preheader?: string; // plain text some clients show beside the subject
  bodyHtml: string; // already-escaped HTML built from the helpers above
}

export function renderEmailLayout({ title, preheader = '', bodyHtml }: EmailLayout): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
</head>
<body style="margin:0;padding:0;background:${COLORS.background};font-family:${FONT};color:${COLORS.text};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="background:${COLORS.background};">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0" border="0" style="max-width:560px;">
<tr><td style="padding:0 8px 16px;font-size:20px;font-weight:bold;color:${COLORS.primary};">&#129513; Puzzle Gift</td></tr>
<tr><td style="background:${COLORS.surface};border:1px solid ${COLORS.border};border-radius:14px;padding:28px 24px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${COLORS.text};">${escapeHtml(title)}</h1>
${bodyHtml}
</td></tr>
<tr><td style="padding:16px 8px;font-size:12px;color:${COLORS.muted};text-align:center;">Puzzle Gift &middot; photo puzzles with a hidden message${RECIPIENT_FOOTER_MARK}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}
