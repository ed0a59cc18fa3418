import type { NotificationCatalogue } from '../notification-texts.js';

export const el: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Η αίτηση στάλθηκε',
      message: 'Η αίτησή σας για τη θέση {jobTitle} στάλθηκε.',
    },
    application_stage_changed: {
      title: 'Νέα για την αίτηση',
      message: 'Η αίτησή σας για τη θέση {jobTitle} πέρασε στο στάδιο {stage}.',
    },
    interview_scheduled: {
      title: 'Προγραμματίστηκε συνέντευξη',
      message: 'Η συνέντευξή σας για τη θέση {jobTitle} είναι στις {when}.',
    },
    interview_rescheduled: {
      title: 'Η συνέντευξη μετακινήθηκε',
      message: 'Η συνέντευξή σας για τη θέση {jobTitle} είναι πλέον στις {when}.',
    },
    interview_canceled: {
      title: 'Η συνέντευξη ακυρώθηκε',
      message: 'Η συνέντευξή σας για τη θέση {jobTitle} στις {when} ακυρώθηκε.',
    },
    event_reminder: { title: 'Υπενθύμιση εκδήλωσης', message: 'Η εκδήλωση {eventTitle} ξεκινά στις {when}.' },
    offer_extended: { title: 'Υπογράψτε την προσφορά', message: 'Λάβατε προσφορά για τη θέση {jobTitle}.' },
    offer_expiring: {
      title: 'Η προσφορά λήγει σύντομα',
      message: 'Η προσφορά σας για τη θέση {jobTitle} λήγει στις {date}.',
    },
    offer_document_revised: {
      title: 'Αναθεωρήθηκε έγγραφο της προσφοράς',
      message: 'Το έγγραφο «{documentName}» της προσφοράς σας για τη θέση {jobTitle} αναθεωρήθηκε.',
    },
    form_assigned: { title: 'Συμπληρώστε τη φόρμα', message: 'Συμπληρώστε τη φόρμα «{formTitle}».' },
    job_alert_matches: {
      title: 'Ειδοποίηση θέσεων',
      message: 'Νέες θέσεις ταιριάζουν με την ειδοποίησή σας «{alertName}»: {count}',
    },
  },
  stages: {
    New: 'Νέα',
    Screening: 'Προεπιλογή',
    Interview: 'Συνέντευξη',
    Offer: 'Προσφορά',
    Hired: 'Προσλήφθηκε',
    Rejected: 'Απορρίφθηκε',
    Withdrawn: 'Αποσύρθηκε',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Δείτε το στον ιστότοπο: {url}',
    unsubscribe: 'Για να σταματήσετε τα email για «{kind}», ανοίξτε αυτόν τον σύνδεσμο: {url}',
  },
  unsubscribe: {
    heading: 'Ειδοποιήσεις μέσω email',
    question: 'Να σταματήσουν τα email για «{kind}»;',
    button: 'Κατάργηση εγγραφής',
    done: 'Δεν θα λαμβάνετε πλέον email για «{kind}». Θα τα βλέπετε ακόμη στον ιστότοπο.',
    invalid: 'Αυτός ο σύνδεσμος κατάργησης εγγραφής δεν είναι έγκυρος.',
  },
};
