import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-template.ts';

describe('renderMail', () => {
  const mail = renderMail({
    centreName: 'Sunny Days <Centre>',
    subject: 'Your link',
    greeting: 'Hello,',
    paragraphs: ['You are invited to register for Mila & Noah.'],
    action: { label: 'Register', url: 'https://portal.example/parent-register?code=a&b=1' },
    footer: 'If you did not expect this e-mail, you can ignore it.',
  });

  it('says the same in text and in HTML, with the centre’s name and the link', () => {
    expect(mail.text).toContain('You are invited to register for Mila & Noah.');
    expect(mail.text).toContain('Register: https://portal.example/parent-register?code=a&b=1');
    expect(mail.text).toContain('— Sunny Days <Centre>');
    expect(mail.html).toContain('You are invited to register for Mila &amp; Noah.');
    expect(mail.html).toContain('href="https://portal.example/parent-register?code=a&amp;b=1"');
    expect(mail.html).toContain('Sunny Days &lt;Centre&gt;');
  });

  it('escapes whatever a person typed, so it cannot become markup', () => {
    const evil = renderMail({
      centreName: 'C',
      subject: 's',
      greeting: 'Hello <script>alert(1)</script>',
      paragraphs: ['"quoted" and \'single\''],
    });
    expect(evil.html).not.toContain('<script>');
    expect(evil.html).toContain('&quot;quoted&quot; and &#39;single&#39;');
  });
});
