import { describe, expect, it } from 'vitest';
import { emailButton, emailParagraph, escapeHtml, renderEmailLayout } from '../../server/mail/templates/layout';
import { passwordResetMail } from '../../server/mail/templates/password-reset';

describe('mail layout', () => {
  it.each([
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [`"quoted" & 'single'`, '&quot;quoted&quot; &amp; &#39;single&#39;'],
    ['plain text', 'plain text'],
  ])('escapeHtml(%j)', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });

  it('escapes every piece of text it is given and keeps line breaks', () => {
    const html = renderEmailLayout({
      title: 'Hi <b>Ann</b>',
      preheader: 'a & b',
      bodyHtml: emailParagraph('line one <i>\nline two') + emailButton('https://x.example/p?a=1&b="2"', 'Open <it>'),
    });
    expect(html).toContain('<title>Hi &lt;b&gt;Ann&lt;/b&gt;</title>');
    expect(html).toContain('a &amp; b');
    expect(html).toContain('line one &lt;i&gt;<br>line two');
    expect(html).toContain('href="https://x.example/p?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('>Open &lt;it&gt;</a>');
    expect(html).not.toMatch(/<(b|i|it)>/);
  });

  it('refuses a button to anything but an http(s) link', () => {
    expect(() => emailButton('javascript:alert(1)', 'x')).toThrow(/non-http/);
  });

  it('the password-reset mail has a text and an HTML part, with the address escaped', () => {
    const link = 'https://gift.example/new-password#abc';
    const mail = passwordResetMail(`o'neil&co@example.com`, link);
    expect(mail.to).toBe(`o'neil&co@example.com`);
    expect(mail.text).toContain(`account for o'neil&co@example.com.`);
    expect(mail.text).toContain(link);
    expect(mail.html).toContain('o&#39;neil&amp;co@example.com');
    expect(mail.html).toContain(`href="${link}"`);
  });
});
