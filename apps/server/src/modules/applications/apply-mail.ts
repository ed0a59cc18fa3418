/**
 * The mails of applying, in the candidate's language: the confirmation after a submit, the "set your
 * password" mail of an account made by applying, and the link that confirms a visitor's applications for an
 * address that already has an account. Written for the languages the tenants offer today; any other
 * language falls back to English.
 */

interface MailTexts {
  confirmationSubject: (company: string) => string;
  confirmationBody: (company: string, jobs: string) => string;
  setPasswordSubject: (company: string) => string;
  setPasswordBody: (company: string, link: string) => string;
  confirmSubject: (company: string) => string;
  confirmBody: (company: string, jobs: string, link: string) => string;
}

const TEXTS: Record<string, MailTexts> = {
  en: {
    confirmationSubject: (c) => `Your application to ${c}`,
    confirmationBody: (c, jobs) =>
      `Thank you for applying to ${c}. We received your application for:\n\n${jobs}\n\nWe will be in touch about the next steps.`,
    setPasswordSubject: (c) => `Set your password for ${c} careers`,
    setPasswordBody: (c, link) =>
      `We made a ${c} careers account for you with this address, so you can follow your application.\nChoose a password with this link:\n\n${link}\n\nIf you did not apply, you can ignore this email.`,
    confirmSubject: (c) => `Confirm your application to ${c}`,
    confirmBody: (c, jobs, link) =>
      `Someone applied to ${c} with this email address for:\n\n${jobs}\n\nAn account with this address already exists, so the application waits for you. Open this link within 24 hours to confirm it, or sign in to your account:\n\n${link}\n\nIf this was not you, ignore this email: nothing is sent to ${c}.`,
  },
  es: {
    confirmationSubject: (c) => `Tu solicitud a ${c}`,
    confirmationBody: (c, jobs) =>
      `Gracias por postularte a ${c}. Hemos recibido tu solicitud para:\n\n${jobs}\n\nTe contactaremos sobre los próximos pasos.`,
    setPasswordSubject: (c) => `Crea tu contraseña de ${c} empleo`,
    setPasswordBody: (c, link) =>
      `Hemos creado una cuenta de empleo de ${c} con esta dirección para que sigas tu solicitud.\nElige una contraseña con este enlace:\n\n${link}\n\nSi no te postulaste, ignora este correo.`,
    confirmSubject: (c) => `Confirma tu solicitud a ${c}`,
    confirmBody: (c, jobs, link) =>
      `Alguien se postuló a ${c} con esta dirección de correo para:\n\n${jobs}\n\nYa existe una cuenta con esta dirección, así que la solicitud te espera. Abre este enlace en las próximas 24 horas para confirmarla, o inicia sesión:\n\n${link}\n\nSi no fuiste tú, ignora este correo: no se envía nada a ${c}.`,
  },
  fr: {
    confirmationSubject: (c) => `Votre candidature chez ${c}`,
    confirmationBody: (c, jobs) =>
      `Merci d'avoir postulé chez ${c}. Nous avons bien reçu votre candidature pour :\n\n${jobs}\n\nNous vous recontacterons pour la suite.`,
    setPasswordSubject: (c) => `Choisissez votre mot de passe ${c} carrières`,
    setPasswordBody: (c, link) =>
      `Nous avons créé un compte carrières ${c} avec cette adresse pour que vous puissiez suivre votre candidature.\nChoisissez un mot de passe avec ce lien :\n\n${link}\n\nSi vous n'avez pas postulé, ignorez cet e-mail.`,
    confirmSubject: (c) => `Confirmez votre candidature chez ${c}`,
    confirmBody: (c, jobs, link) =>
      `Quelqu'un a postulé chez ${c} avec cette adresse e-mail pour :\n\n${jobs}\n\nUn compte existe déjà avec cette adresse : la candidature vous attend. Ouvrez ce lien dans les 24 heures pour la confirmer, ou connectez-vous :\n\n${link}\n\nSi ce n'était pas vous, ignorez cet e-mail : rien n'est transmis à ${c}.`,
  },
  de: {
    confirmationSubject: (c) => `Ihre Bewerbung bei ${c}`,
    confirmationBody: (c, jobs) =>
      `Vielen Dank für Ihre Bewerbung bei ${c}. Wir haben Ihre Bewerbung erhalten für:\n\n${jobs}\n\nWir melden uns zu den nächsten Schritten.`,
    setPasswordSubject: (c) => `Legen Sie Ihr Passwort für ${c} Karriere fest`,
    setPasswordBody: (c, link) =>
      `Wir haben mit dieser Adresse ein ${c}-Karrierekonto für Sie angelegt, damit Sie Ihre Bewerbung verfolgen können.\nWählen Sie über diesen Link ein Passwort:\n\n${link}\n\nWenn Sie sich nicht beworben haben, ignorieren Sie diese E-Mail.`,
    confirmSubject: (c) => `Bestätigen Sie Ihre Bewerbung bei ${c}`,
    confirmBody: (c, jobs, link) =>
      `Jemand hat sich mit dieser E-Mail-Adresse bei ${c} beworben für:\n\n${jobs}\n\nFür diese Adresse gibt es bereits ein Konto, daher wartet die Bewerbung auf Sie. Öffnen Sie diesen Link innerhalb von 24 Stunden, um sie zu bestätigen, oder melden Sie sich an:\n\n${link}\n\nWaren Sie das nicht, ignorieren Sie diese E-Mail: an ${c} wird nichts gesendet.`,
  },
  nl: {
    confirmationSubject: (c) => `Je sollicitatie bij ${c}`,
    confirmationBody: (c, jobs) =>
      `Bedankt voor je sollicitatie bij ${c}. We hebben je sollicitatie ontvangen voor:\n\n${jobs}\n\nWe nemen contact met je op over de volgende stappen.`,
    setPasswordSubject: (c) => `Stel je wachtwoord in voor ${c} vacatures`,
    setPasswordBody: (c, link) =>
      `We hebben met dit adres een ${c}-account voor je gemaakt, zodat je je sollicitatie kunt volgen.\nKies een wachtwoord via deze link:\n\n${link}\n\nHeb je niet gesolliciteerd? Dan kun je deze e-mail negeren.`,
    confirmSubject: (c) => `Bevestig je sollicitatie bij ${c}`,
    confirmBody: (c, jobs, link) =>
      `Iemand heeft met dit e-mailadres bij ${c} gesolliciteerd voor:\n\n${jobs}\n\nEr bestaat al een account met dit adres, dus de sollicitatie wacht op jou. Open deze link binnen 24 uur om te bevestigen, of log in:\n\n${link}\n\nWas jij dit niet? Negeer deze e-mail: er wordt niets naar ${c} gestuurd.`,
  },
  ja: {
    confirmationSubject: (c) => `${c}へのご応募について`,
    confirmationBody: (c, jobs) =>
      `${c}にご応募いただきありがとうございます。以下の求人への応募を受け付けました。\n\n${jobs}\n\n今後の手続きについては改めてご連絡いたします。`,
    setPasswordSubject: (c) => `${c}採用サイトのパスワードを設定してください`,
    setPasswordBody: (c, link) =>
      `応募状況を確認できるよう、このメールアドレスで${c}採用サイトのアカウントを作成しました。\n次のリンクからパスワードを設定してください。\n\n${link}\n\n心当たりがない場合は、このメールを無視してください。`,
    confirmSubject: (c) => `${c}への応募を確認してください`,
    confirmBody: (c, jobs, link) =>
      `このメールアドレスで${c}の以下の求人に応募がありました。\n\n${jobs}\n\nこのアドレスのアカウントが既にあるため、応募は確認待ちです。24時間以内に次のリンクを開いて確認するか、サインインしてください。\n\n${link}\n\n心当たりがない場合はこのメールを無視してください。${c}には何も送信されません。`,
  },
  ar: {
    confirmationSubject: (c) => `طلبك لدى ${c}`,
    confirmationBody: (c, jobs) =>
      `شكرًا لتقدّمك إلى ${c}. لقد استلمنا طلبك للوظائف التالية:\n\n${jobs}\n\nسنتواصل معك بشأن الخطوات التالية.`,
    setPasswordSubject: (c) => `عيّن كلمة المرور لحسابك في وظائف ${c}`,
    setPasswordBody: (c, link) =>
      `أنشأنا لك حسابًا في موقع وظائف ${c} بهذا العنوان لتتابع طلبك.\nاختر كلمة مرور عبر هذا الرابط:\n\n${link}\n\nإذا لم تتقدّم بطلب، فتجاهل هذه الرسالة.`,
    confirmSubject: (c) => `أكّد طلبك لدى ${c}`,
    confirmBody: (c, jobs, link) =>
      `تقدّم شخص ما إلى ${c} بعنوان البريد هذا للوظائف التالية:\n\n${jobs}\n\nيوجد حساب بهذا العنوان بالفعل، لذا ينتظر الطلب تأكيدك. افتح هذا الرابط خلال 24 ساعة لتأكيده، أو سجّل الدخول:\n\n${link}\n\nإذا لم تكن أنت، فتجاهل هذه الرسالة: لن يُرسل شيء إلى ${c}.`,
  },
};

function textsFor(language: string): MailTexts {
  return TEXTS[language] ?? (TEXTS.en as MailTexts);
}

const jobList = (titles: readonly string[]) => titles.map((t) => `- ${t}`).join('\n');

export function confirmationMail(language: string, company: string, titles: readonly string[]) {
  const t = textsFor(language);
  return { subject: t.confirmationSubject(company), text: t.confirmationBody(company, jobList(titles)) };
}

export function setPasswordMail(language: string, company: string, link: string) {
  const t = textsFor(language);
  return { subject: t.setPasswordSubject(company), text: t.setPasswordBody(company, link) };
}

export function confirmPendingMail(
  language: string,
  company: string,
  titles: readonly string[],
  link: string,
) {
  const t = textsFor(language);
  return { subject: t.confirmSubject(company), text: t.confirmBody(company, jobList(titles), link) };
}
