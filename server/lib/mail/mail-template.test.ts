import { describe, expect, it } from 'vitest';
import { renderMail } from './mail-template.ts';

const noContacts = { address: '', phone: '', email: '', websiteUrl: '', logoUrl: null };

describe('renderMail', () => {
  const mail = renderMail({
    language: 'en',
    centre: {
      name: 'Sunny Days <Centre>',
      address: '250 Sunny Lane',
      phone: '(555) 200-1000',
      email: 'hello@sunnydays.example',
      websiteUrl: '',
      logoUrl: 'https://portal.example/api/centre/logo?v=3',
    },
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
    expect(mail.html).toContain('<html lang="en">');
    expect(mail.html).toContain('Or copy this address into your browser:');
  });

  it('shows the centre’s logo at the top and its contacts at the bottom (decision 060)', () => {
    expect(mail.html).toContain('<img src="https://portal.example/api/centre/logo?v=3" alt=""');
    expect(mail.text).toContain('250 Sunny Lane · (555) 200-1000 · hello@sunnydays.example');
    expect(mail.html).toContain('250 Sunny Lane · (555) 200-1000 · hello@sunnydays.example');
    const plain = renderMail({
      language: 'en',
      centre: { ...noContacts, name: 'C' },
      subject: 's',
      greeting: 'Hello',
      paragraphs: [],
    });
    expect(plain.html).not.toContain('<img');
    expect(plain.text.trimEnd().endsWith('— C')).toBe(true);
  });

  it('says its own words in the recipient’s language', () => {
    const spanish = renderMail({
      language: 'es',
      centre: { ...noContacts, name: 'Sunny Days' },
      subject: 'Su enlace',
      greeting: 'Hola:',
      paragraphs: ['Le han invitado.'],
      action: { label: 'Crear su cuenta', url: 'https://portal.example/x' },
    });
    expect(spanish.html).toContain('<html lang="es">');
    expect(spanish.html).toContain('O copie esta dirección en su navegador:');
    expect(spanish.html).not.toContain('Or copy');
    expect(spanish.text).toContain('Crear su cuenta: https://portal.example/x');
  });

  it('escapes whatever a person typed, so it cannot become markup', () => {
    const evil = renderMail({
      language: 'en',
      centre: { ...noContacts, name: 'C' },
      subject: 's',
      greeting: 'Hello <script>alert(1)</script>',
      paragraphs: ['"quoted" and \'single\''],
    });
    expect(evil.html).not.toContain('<script>');
    expect(evil.html).toContain('&quot;quoted&quot; and &#39;single&#39;');
  });
});
