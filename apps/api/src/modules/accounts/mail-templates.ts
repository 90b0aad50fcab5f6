import type { Lang } from '@camtour/shared/schemas/common';
import type { Mail } from '../../plugins/mail';
import { escapeHtml, mailFont } from '../../lib/html';

interface Template {
  subject: string;
  lines: string[];
  action?: string;
  footer: string;
}

/** One plain-text and one HTML body from the same lines, in the reader's language. */
function render(to: string, lang: Lang, t: Template, link?: string): Mail {
  const text = [...t.lines, ...(link ? ['', `${t.action}: ${link}`] : []), '', t.footer].join('\n');
  const font = mailFont(lang);
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:${font};line-height:1.7;color:#1f2937">
${t.lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
${link ? `<p><a href="${escapeHtml(link)}" style="background:#0f766e;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(t.action ?? link)}</a></p><p style="font-size:13px;color:#6b7280">${escapeHtml(link)}</p>` : ''}
<p style="font-size:13px;color:#6b7280">${escapeHtml(t.footer)}</p></body></html>`;
  return { to, subject: t.subject, text, html, links: link ? [link] : [] };
}

const footer: Record<Lang, string> = {
  en: 'CamTour, Siem Reap, Cambodia. If you did not ask for this e-mail, you can ignore it.',
  km: 'CamTour សៀមរាប កម្ពុជា។ ប្រសិនបើអ្នកមិនបានស្នើសុំអ៊ីមែលនេះទេ អ្នកអាចមិនអើពើបាន។',
};

export function registrationMail(to: string, lang: Lang, link: string): Mail {
  const t: Record<Lang, Template> = {
    en: {
      subject: 'Finish creating your CamTour account',
      lines: [
        'Welcome to CamTour!',
        'Open the link below to finish creating your account. It works once and expires in 60 minutes.',
      ],
      action: 'Complete registration',
      footer: footer.en,
    },
    km: {
      subject: 'បញ្ចប់ការបង្កើតគណនី CamTour របស់អ្នក',
      lines: [
        'សូមស្វាគមន៍មកកាន់ CamTour!',
        'សូមបើកតំណខាងក្រោម ដើម្បីបញ្ចប់ការបង្កើតគណនីរបស់អ្នក។ តំណនេះប្រើបានតែម្តង ហើយផុតកំណត់ក្នុងរយៈពេល 60 នាទី។',
      ],
      action: 'បញ្ចប់ការចុះឈ្មោះ',
      footer: footer.km,
    },
  };
  return render(to, lang, t[lang], link);
}

export function alreadyRegisteredMail(to: string, lang: Lang, loginLink: string): Mail {
  const t: Record<Lang, Template> = {
    en: {
      subject: 'You already have a CamTour account',
      lines: [
        'Someone asked for a registration link for this address, but it already has a CamTour account.',
        'Log in below. If you forgot your password, use "Forgot password" on the login page.',
      ],
      action: 'Log in',
      footer: footer.en,
    },
    km: {
      subject: 'អ្នកមានគណនី CamTour រួចហើយ',
      lines: [
        'មាននរណាម្នាក់បានស្នើសុំតំណចុះឈ្មោះសម្រាប់អាសយដ្ឋាននេះ ប៉ុន្តែអាសយដ្ឋាននេះមានគណនី CamTour រួចហើយ។',
        'សូមចូលគណនីខាងក្រោម។ ប្រសិនបើអ្នកភ្លេចពាក្យសម្ងាត់ សូមប្រើ «ភ្លេចពាក្យសម្ងាត់» នៅទំព័រចូលគណនី។',
      ],
      action: 'ចូលគណនី',
      footer: footer.km,
    },
  };
  return render(to, lang, t[lang], loginLink);
}

export function resetMail(to: string, lang: Lang, link: string): Mail {
  const t: Record<Lang, Template> = {
    en: {
      subject: 'Reset your CamTour password',
      lines: [
        'We received a request to reset the password of your CamTour account.',
        'The link below works once and expires in 60 minutes.',
      ],
      action: 'Reset password',
      footer: footer.en,
    },
    km: {
      subject: 'កំណត់ពាក្យសម្ងាត់ CamTour របស់អ្នកឡើងវិញ',
      lines: [
        'យើងបានទទួលសំណើកំណត់ពាក្យសម្ងាត់គណនី CamTour របស់អ្នកឡើងវិញ។',
        'តំណខាងក្រោមប្រើបានតែម្តង ហើយផុតកំណត់ក្នុងរយៈពេល 60 នាទី។',
      ],
      action: 'កំណត់ពាក្យសម្ងាត់ឡើងវិញ',
      footer: footer.km,
    },
  };
  return render(to, lang, t[lang], link);
}

export function passwordChangedMail(to: string, lang: Lang, forgotLink: string): Mail {
  const t: Record<Lang, Template> = {
    en: {
      subject: 'Your CamTour password was changed',
      lines: [
        'The password of your CamTour account was just changed, and other signed-in devices were signed out.',
        'If this was not you, reset your password now.',
      ],
      action: 'Reset password',
      footer: footer.en,
    },
    km: {
      subject: 'ពាក្យសម្ងាត់ CamTour របស់អ្នកត្រូវបានប្តូរ',
      lines: [
        'ពាក្យសម្ងាត់គណនី CamTour របស់អ្នកទើបតែត្រូវបានប្តូរ ហើយឧបករណ៍ផ្សេងទៀតដែលបានចូលគណនីត្រូវបានចាកចេញ។',
        'ប្រសិនបើមិនមែនជាអ្នកទេ សូមកំណត់ពាក្យសម្ងាត់ឡើងវិញឥឡូវនេះ។',
      ],
      action: 'កំណត់ពាក្យសម្ងាត់ឡើងវិញ',
      footer: footer.km,
    },
  };
  return render(to, lang, t[lang], forgotLink);
}
