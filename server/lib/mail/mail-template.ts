import type { Language } from '../../../contract/enums.ts';
import { translate } from '../i18n.ts';

/**
 * Every e-mail the centre sends: a plain-text part and an HTML part saying the same, with
 * the centre's name, one optional button-like link (built by the caller from PUBLIC_URL)
 * and a footer. HTML is escaped here; callers pass plain text, already in the recipient's
 * language (catalogue namespace `mail`, decision 021); this template's own words follow it.
 */
export type MailContent = {
  /** The recipient's language: the HTML's lang and the template's own words. */
  language: Language;
  centreName: string;
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
  const { language, centreName, subject, greeting, paragraphs, action, footer } = content;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(action ? [`${action.label}: ${action.url}`, ''] : []),
    `— ${centreName}`,
    ...(footer ? ['', footer] : []),
  ].join('\n');

  const p = (body: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1e293b">${body}</p>`;
  const html = `<!doctype html>
<html lang="${language}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<p style="margin:0 0 24px;font-size:14px;font-weight:bold;color:#1d4ed8">${escapeHtml(centreName)}</p>
${p(escapeHtml(greeting))}
${paragraphs.map((para) => p(escapeHtml(para))).join('\n')}
${
  action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-size:16px">${escapeHtml(action.label)}</a></p>
${p(`${escapeHtml(translate(language, 'mail.copyLink'))} <span style="word-break:break-all">${escapeHtml(action.url)}</span>`)}`
    : ''
}
${footer ? `<p style="margin:24px 0 0;font-size:13px;color:#475569">${escapeHtml(footer)}</p>` : ''}
</div>
</body>
</html>`;
  return { subject, text, html };
}
