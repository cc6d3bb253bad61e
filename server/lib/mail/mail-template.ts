import type { Language } from '../../../contract/enums.ts';
import { translate } from '../i18n.ts';

/**
 * The centre as every e-mail shows it: its name (and logo, when it has one) at the top, its
 * contacts at the bottom (decision 060).
 */
export type MailCentre = {
  name: string;
  address: string;
  phone: string;
  email: string;
  websiteUrl: string;
  /** The logo's public address ({PUBLIC_URL}/api/centre/logo?v=…), or null for none. */
  logoUrl: string | null;
};

/**
 * Every e-mail the centre sends: a plain-text part and an HTML part saying the same, with
 * the centre's name and logo, one optional button-like link (built by the caller from
 * PUBLIC_URL), a footer and the centre's contacts. HTML is escaped here; callers pass plain text, already in the recipient's
 * language (catalogue namespace `mail`, decision 021); this template's own words follow it.
 */
export type MailContent = {
  /** The recipient's language: the HTML's lang and the template's own words. */
  language: Language;
  centre: MailCentre;
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Small print under everything else. */
  footer?: string;
};

export type RenderedMail = { subject: string; text: string; html: string };

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

export function renderMail(content: MailContent): RenderedMail {
  const { language, centre, subject, greeting, paragraphs, action, footer } = content;
  const centreName = centre.name;
  const contacts = [centre.address, centre.phone, centre.email, centre.websiteUrl].filter(Boolean);
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    `— ${centreName}`,
    ...(contacts.length > 0 ? [contacts.join(' · ')] : []),
    ...(footer ? ['', footer] : []),
  ].join('\n');

  const p = (body: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1e293b">${body}</p>`;
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
${
  centre.logoUrl
    ? `<p style="margin:0 0 8px"><img src="${escapeHtml(centre.logoUrl)}" alt="" height="48" style="display:block;height:48px;width:auto;max-width:200px;border:0"></p>
`
    : ''
}<p style="margin:0 0 24px;font-size:14px;font-weight:bold;color:#1d4ed8">${escapeHtml(centreName)}</p>
${p(escapeHtml(greeting))}
${paragraphs.map((para) => p(escapeHtml(para))).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-size:16px">${escapeHtml(action.label)}</a></p>
${p(`${escapeHtml(translate(language, 'mail.copyLink'))} <span style="word-break:break-all">${escapeHtml(action.url)}</span>`)}`
    : ''
}
${footer ? `<p style="margin:24px 0 0;font-size:13px;color:#475569">${escapeHtml(footer)}</p>` : ''}
${
  contacts.length > 0
    ? `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #e2e8f0;font-size:13px;color:#475569">${escapeHtml(centreName)}<br>${contacts.map(escapeHtml).join(' · ')}</p>`
    : ''
}
</div>
</body>
</html>`;
  return { subject, text, html };
}
