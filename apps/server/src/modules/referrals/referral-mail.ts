/**
 * The mail of a referral (docs/decisions/054), in the language of the address's account when it has one, else
 * the site's default: who put the person forward, for which job, their note, and the job's link carrying the
 * referral's token. Written for the languages the tenants offer today; any other language falls back to
 * English.
 */

interface ReferralMailText {
  subject: (company: string, job: string) => string;
  body: (m: { company: string; job: string; referrer: string; note: string; link: string }) => string;
}

const quoted = (note: string, label: string) => (note ? `\n\n${label}\n${note}` : '');

const TEXTS: Record<string, ReferralMailText> = {
  en: {
    subject: (c, job) => `You were referred for ${job} at ${c}`,
    body: (m) =>
      `${m.referrer} referred you for the position ${m.job} at ${m.company}.${quoted(m.note, 'Their note:')}\n\nRead about the job and apply with this link, so your application counts as referred:\n\n${m.link}\n\nIf you are not interested, you can ignore this email.`,
  },
  es: {
    subject: (c, job) => `Te han recomendado para ${job} en ${c}`,
    body: (m) =>
      `${m.referrer} te ha recomendado para el puesto ${m.job} en ${m.company}.${quoted(m.note, 'Su nota:')}\n\nLee sobre el puesto y postúlate con este enlace, para que tu solicitud cuente como recomendada:\n\n${m.link}\n\nSi no te interesa, puedes ignorar este correo.`,
  },
  fr: {
    subject: (c, job) => `Vous avez été recommandé(e) pour ${job} chez ${c}`,
    body: (m) =>
      `${m.referrer} vous a recommandé(e) pour le poste ${m.job} chez ${m.company}.${quoted(m.note, 'Son message :')}\n\nDécouvrez le poste et postulez avec ce lien, pour que votre candidature compte comme recommandée :\n\n${m.link}\n\nSi cela ne vous intéresse pas, ignorez cet e-mail.`,
  },
  de: {
    subject: (c, job) => `Sie wurden für ${job} bei ${c} empfohlen`,
    body: (m) =>
      `${m.referrer} hat Sie für die Stelle ${m.job} bei ${m.company} empfohlen.${quoted(m.note, 'Die Nachricht dazu:')}\n\nLesen Sie mehr über die Stelle und bewerben Sie sich über diesen Link, damit Ihre Bewerbung als Empfehlung zählt:\n\n${m.link}\n\nWenn Sie kein Interesse haben, ignorieren Sie diese E-Mail.`,
  },
  nl: {
    subject: (c, job) => `U bent aanbevolen voor ${job} bij ${c}`,
    body: (m) =>
      `${m.referrer} heeft u aanbevolen voor de functie ${m.job} bij ${m.company}.${quoted(m.note, 'Het bericht erbij:')}\n\nLees over de functie en solliciteer via deze link, zodat uw sollicitatie als aanbeveling telt:\n\n${m.link}\n\nAls u geen interesse hebt, kunt u deze e-mail negeren.`,
  },
  ja: {
    subject: (c, job) => `${c}の${job}に推薦されました`,
    body: (m) =>
      `${m.referrer}さんが、${m.company}の${m.job}のポジションにあなたを推薦しました。${quoted(m.note, 'メッセージ:')}\n\n求人の詳細を確認し、推薦として扱われるよう、このリンクから応募してください:\n\n${m.link}\n\nご興味がなければ、このメールは無視してください。`,
  },
  ar: {
    subject: (c, job) => `تم ترشيحك لوظيفة ${job} لدى ${c}`,
    body: (m) =>
      `رشّحك ${m.referrer} لوظيفة ${m.job} لدى ${m.company}.${quoted(m.note, 'ملاحظته:')}\n\nاطّلع على الوظيفة وقدّم طلبك عبر هذا الرابط ليُحتسب طلبك مرشَّحًا:\n\n${m.link}\n\nإذا لم تكن مهتمًا، يمكنك تجاهل هذه الرسالة.`,
  },
};

export function referralMail(
  language: string,
  m: { company: string; job: string; referrer: string; note: string; link: string },
): { subject: string; text: string } {
  const texts = TEXTS[language] ?? TEXTS[language.split('-')[0] ?? ''] ?? (TEXTS.en as ReferralMailText);
  return { subject: texts.subject(m.company, m.job), text: texts.body(m) };
}
